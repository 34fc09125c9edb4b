import { describe, expect, it } from 'vitest';
import { showFallbacksOfFailedImages } from './early-image-fallback';

function image(attributes: string, state: { complete: boolean; decodes?: boolean }) {
  const container = document.createElement('div');
  container.innerHTML = `<img ${attributes}>`;
  const img = container.querySelector('img')!;
  Object.defineProperty(img, 'complete', { value: state.complete });
  img.decode = () => (state.decodes ? Promise.resolve() : Promise.reject(new Error('broken')));
  return { container, img };
}

describe('showFallbacksOfFailedImages', () => {
  it('shows the fallback of an image that has already failed', async () => {
    const { container, img } = image(
      'src="https://gone.example/a.jpg" data-fallback-src="/assets/cover.svg"',
      {
        complete: true,
      },
    );
    showFallbacksOfFailedImages(container);
    await expect.poll(() => img.getAttribute('src')).toBe('/assets/cover.svg');
  });

  it('shows the fallback when an image still loading fails later', () => {
    const { container, img } = image(
      'src="https://slow.example/a.jpg" data-fallback-src="/assets/cover.svg"',
      {
        complete: false,
      },
    );
    showFallbacksOfFailedImages(container);
    expect(img.getAttribute('src')).toBe('https://slow.example/a.jpg');
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/assets/cover.svg');
  });

  it('leaves an image that loaded, and images without a fallback', async () => {
    const loaded = image('src="/a.jpg" data-fallback-src="/assets/cover.svg"', {
      complete: true,
      decodes: true,
    });
    const plain = image('src="https://gone.example/b.jpg"', { complete: true });
    showFallbacksOfFailedImages(loaded.container);
    showFallbacksOfFailedImages(plain.container);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded.img.getAttribute('src')).toBe('/a.jpg');
    expect(plain.img.getAttribute('src')).toBe('https://gone.example/b.jpg');
  });
});
