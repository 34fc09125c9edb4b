import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file-problem';
import { MAX_IMAGE_BYTES } from './image-rules';

describe('imageFileProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])('accepts %s', (type) => {
    expect(imageFileProblem({ name: 'photo', type, size: 1000 })).toBeNull();
  });

  it('accepts exactly 10 MB and refuses one byte more, saying the limit', () => {
    expect(imageFileProblem({ name: 'big.png', type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ name: 'big.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toMatch(
      /big\.png is 10 MB; images may be at most 10 MB/,
    );
    expect(imageFileProblem({ name: 'huge.jpg', type: 'image/jpeg', size: 12 * 1024 * 1024 })).toBe(
      'huge.jpg is 12 MB; images may be at most 10 MB.',
    );
  });

  it('refuses SVG by type or by name, and says why', () => {
    expect(imageFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toMatch(/SVG.*script/);
    expect(imageFileProblem({ name: 'logo.SVG', type: 'image/png', size: 10 })).toMatch(/SVG/);
    expect(imageFileProblem({ name: 'x', type: 'IMAGE/SVG+XML; charset=utf-8', size: 10 })).toMatch(/SVG/);
  });

  it('refuses other types, a missing type and an empty file', () => {
    expect(imageFileProblem({ name: 'page.html', type: 'text/html', size: 10 })).toMatch(
      /page\.html is not an allowed image \(text\/html\)/,
    );
    expect(imageFileProblem({ name: 'blob', type: '', size: 10 })).toMatch(/not an allowed image\./);
    expect(imageFileProblem({ name: 'empty.png', type: 'image/png', size: 0 })).toBe('empty.png is empty.');
    expect(imageFileProblem({ name: 'nan.png', type: 'image/png', size: Number.NaN })).toBe(
      'nan.png is empty.',
    );
  });

  it('names the file without its folders, shortened, and never as an empty word', () => {
    expect(imageFileProblem({ name: 'C:\\Users\\me\\x.bmp', type: 'image/bmp', size: 1 })).toMatch(
      /^x\.bmp /,
    );
    expect(imageFileProblem({ name: '', type: 'image/bmp', size: 1 })).toMatch(/^The file /);
    const long = `${'a'.repeat(500)}.bmp`;
    expect(imageFileProblem({ name: long, type: 'image/bmp', size: 1 })!.length).toBeLessThan(200);
  });
});
