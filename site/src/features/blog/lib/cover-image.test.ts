import { describe, expect, it } from 'vitest';
import { coverSource, FALLBACK_COVERS, fallbackCover } from './cover-image';

describe('coverSource', () => {
  it('uses the post cover and keeps a local fallback for load errors', () => {
    const cover = coverSource({ id: 'a', cover_image: 'https://images.example/a.png' });
    expect(cover.src).toBe('https://images.example/a.png');
    expect(FALLBACK_COVERS).toContain(cover.fallbackSrc);
  });

  it('uses the local fallback when the post has no cover', () => {
    const cover = coverSource({ id: 'a', cover_image: null });
    expect(cover.src).toBe(cover.fallbackSrc);
    expect(coverSource({ id: 'a', cover_image: '  ' }).src).toBe(cover.fallbackSrc);
  });

  it('never uses a cover URL outside http and https', () => {
    for (const cover_image of [
      'javascript:alert(1)',
      'mailto:a@b.c',
      'data:image/png;base64,AA',
      '/covers/a.svg',
    ]) {
      expect(coverSource({ id: 'a', cover_image }).src).toBe(fallbackCover('a'));
    }
  });

  it('uses the fallback for a stored cover no browser can load (written past the editor, through the API)', () => {
    for (const cover_image of [
      'https://exa mple.com/<script>',
      'http://[::1]:99999/x',
      'https://',
      'http://%zz/',
    ]) {
      expect(coverSource({ id: 'a', cover_image }).src).toBe(fallbackCover('a'));
    }
  });
});

describe('fallbackCover', () => {
  it('gives a post the same cover every time and spreads posts over the set', () => {
    expect(fallbackCover('post-1')).toBe(fallbackCover('post-1'));
    const used = new Set(Array.from({ length: 30 }, (_, i) => fallbackCover(`post-${i}`)));
    expect(used.size).toBe(FALLBACK_COVERS.length);
  });
});
