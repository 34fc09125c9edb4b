import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avifImage,
  gifImage,
  HTML_PAGE,
  jpegImage,
  pngImage,
  SVG_IMAGE,
  webpExtended,
  webpLossless,
  webpLossy,
} from '../testing/image-fixtures';
import { imageDimensions } from './image-dimensions';

describe('imageDimensions', () => {
  it.each([
    ['PNG', pngImage(640, 480), 'image/png', 640, 480],
    ['GIF', gifImage(320, 200), 'image/gif', 320, 200],
    ['JPEG (baseline)', jpegImage(1024, 768), 'image/jpeg', 1024, 768],
    ['JPEG (progressive)', jpegImage(800, 600, 0xc2), 'image/jpeg', 800, 600],
    ['WebP lossy (VP8)', webpLossy(300, 150), 'image/webp', 300, 150],
    ['WebP lossless (VP8L)', webpLossless(300, 150), 'image/webp', 300, 150],
    ['WebP extended (VP8X)', webpExtended(4000, 3000), 'image/webp', 4000, 3000],
    ['AVIF', avifImage(1920, 1080), 'image/avif', 1920, 1080],
  ])('reads the type and size of a %s from its bytes', (_name, bytes, type, width, height) => {
    expect(imageDimensions(bytes)).toEqual({ type, width, height });
  });

  it('reads an AVIF sequence brand (avis) too', () => {
    expect(imageDimensions(avifImage(64, 32, 'avis'))).toEqual({ type: 'image/avif', width: 64, height: 32 });
  });

  it('refuses an HEIC (ftyp without an AVIF brand)', () => {
    expect(imageDimensions(avifImage(64, 32, 'heic'))).toBeNull();
  });

  it('refuses SVG, HTML, text and empty input', () => {
    expect(imageDimensions(SVG_IMAGE)).toBeNull();
    expect(imageDimensions(HTML_PAGE)).toBeNull();
    expect(imageDimensions(new TextEncoder().encode('GIF is a nice format'))).toBeNull();
    expect(imageDimensions(new Uint8Array())).toBeNull();
  });

  it('refuses an HTML page behind a PNG signature without an IHDR chunk', () => {
    const disguised = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...HTML_PAGE]);
    expect(imageDimensions(disguised)).toBeNull();
  });

  it('refuses every truncation of a header', () => {
    for (const image of [
      pngImage(8, 8),
      gifImage(8, 8),
      jpegImage(8, 8),
      webpLossy(8, 8),
      webpExtended(8, 8),
      avifImage(8, 8),
    ]) {
      const header = Math.min(image.length, 40);
      for (let cut = 0; cut < header; cut++) {
        const found = imageDimensions(image.subarray(0, cut));
        // A prefix either is refused or, once it holds the whole header, reads the true size.
        if (found !== null) expect([found.width, found.height]).toEqual([8, 8]);
      }
    }
    expect(imageDimensions(pngImage(8, 8).subarray(0, 23))).toBeNull();
    expect(imageDimensions(jpegImage(8, 8).subarray(0, 25))).toBeNull();
  });

  it('refuses zero-sized images', () => {
    expect(imageDimensions(pngImage(0, 10))).toBeNull();
    expect(imageDimensions(gifImage(10, 0))).toBeNull();
  });

  it('never throws and always ends on arbitrary bytes, with or without a real signature', () => {
    const signatures = [
      pngImage(1, 1).subarray(0, 16),
      jpegImage(1, 1).subarray(0, 4),
      avifImage(1, 1).subarray(0, 24),
      webpLossy(1, 1).subarray(0, 16),
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: signatures.length }),
        fc.uint8Array({ maxLength: 200 }),
        (which, tail) => {
          const head = which < signatures.length ? signatures[which]! : new Uint8Array();
          const found = imageDimensions(new Uint8Array([...head, ...tail]));
          if (found !== null) {
            expect(found.width).toBeGreaterThan(0);
            expect(found.height).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads a JPEG whose frame follows 100,000 other segments (one linear walk)', () => {
    const segment = [0xff, 0xe1, 0x00, 0x04, 0x00, 0x00];
    const many = new Uint8Array([
      0xff,
      0xd8,
      ...new Array<number[]>(100_000).fill(segment).flat(),
      ...jpegImage(5, 7).subarray(2),
    ]);
    expect(imageDimensions(many)).toEqual({ type: 'image/jpeg', width: 5, height: 7 });
  });
});
