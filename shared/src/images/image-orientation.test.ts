import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avifRotated,
  avifWithItems,
  exifOrientationTiff,
  exifSegment,
  irotBox,
  ispeBox,
  jpegWithOrientation,
  jpegWithSegments,
} from '../testing/image-fixtures';
import { imageDimensions } from './image-dimensions';

// A phone stores a portrait photo as landscape pixels plus a rotation; browsers draw it turned, so
// the width and height the site writes into <img> must be the turned ones, or the page jumps.

const size = (bytes: Uint8Array) => {
  const found = imageDimensions(bytes);
  return found && [found.width, found.height];
};

/** A TIFF header (big-endian) whose IFD0 is `ifd` bytes, at offset `ifdOffset`. */
const tiff = (ifdOffset: number, ifd: number[]) => [0x4d, 0x4d, 0, 42, ...be32(ifdOffset), ...ifd];
const be16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [...be16(n >>> 16), ...be16(n & 0xffff)];
const entry = (tag: number, type: number, value: number) => [
  ...be16(tag),
  ...be16(type),
  ...be32(1),
  ...be16(value),
  0,
  0,
];

/** An APP2 segment (ICC profile's marker) holding `content`: bytes a reader must not take for EXIF's. */
const app2 = (content: number[]) => [0xff, 0xe2, ...be16(2 + content.length), ...content];
/** The EXIF segment's bytes before its TIFF header: marker, length, "Exif\0\0". */
const EXIF_HEAD = 10;
/**
 * An APP2 segment placed right after `segment` whose content holds an Orientation 6 entry exactly where
 * an IFD starting at `ifd` (from the TIFF header) would read its entry, were it read past the segment.
 */
function orientationPastSegment(segment: number[], ifd: number): number[] {
  const firstEntry = EXIF_HEAD + ifd + 2; // in the segment's bytes
  const contentStart = segment.length + 4;
  const pad = (((firstEntry - contentStart) % 12) + 12) % 12;
  return app2([...new Array<number>(pad).fill(0), ...entry(0x0112, 3, 6)]);
}

describe('imageDimensions: JPEG EXIF orientation', () => {
  it.each([1, 2, 3, 4])('keeps the stored size for orientation %i (no quarter turn)', (orientation) => {
    expect(size(jpegWithOrientation(4000, 3000, orientation))).toEqual([4000, 3000]);
    expect(size(jpegWithOrientation(4000, 3000, orientation, 'II'))).toEqual([4000, 3000]);
  });

  it.each([5, 6, 7, 8])('swaps width and height for orientation %i (a quarter turn)', (orientation) => {
    expect(imageDimensions(jpegWithOrientation(4000, 3000, orientation))).toEqual({
      type: 'image/jpeg',
      width: 3000,
      height: 4000,
    });
    expect(size(jpegWithOrientation(4000, 3000, orientation, 'II'))).toEqual([3000, 4000]);
  });

  it('finds the EXIF segment after an XMP one, and takes the first EXIF segment only', () => {
    const xmp = [
      0xff,
      0xe1,
      ...be16(2 + 29),
      ...Array.from('http://ns.adobe.com/xap/1.0/\0', (c) => c.charCodeAt(0)),
    ];
    expect(size(jpegWithSegments(40, 30, [...xmp, ...exifSegment(exifOrientationTiff(6))]))).toEqual([
      30, 40,
    ]);
    const twice = [...exifSegment(exifOrientationTiff(1)), ...exifSegment(exifOrientationTiff(6))];
    expect(size(jpegWithSegments(40, 30, twice))).toEqual([40, 30]);
  });

  it('keeps the stored size for an orientation of the wrong type or out of range', () => {
    expect(size(jpegWithSegments(40, 30, exifSegment(tiff(8, [0, 1, ...entry(0x0112, 4, 6)]))))).toEqual([
      40, 30,
    ]);
    for (const value of [0, 9, 0xffff]) {
      expect(
        size(jpegWithSegments(40, 30, exifSegment(tiff(8, [0, 1, ...entry(0x0112, 3, value)])))),
      ).toEqual([40, 30]);
    }
  });

  it('reads the frame size, unturned, whatever prefix of the EXIF block the segment holds', () => {
    const full = exifOrientationTiff(6);
    for (let cut = 0; cut < full.length; cut++) {
      const found = size(jpegWithSegments(40, 30, exifSegment(full.slice(0, cut))));
      // Only a whole 12-byte entry is read: any shorter block holds no orientation.
      expect(found).toEqual(cut >= 8 + 2 + 12 ? [30, 40] : [40, 30]);
    }
  });

  it('ignores an EXIF block that claims more bytes than the file holds', () => {
    const bytes = new Uint8Array([0xff, 0xd8, ...exifSegment(exifOrientationTiff(6), 60_000)]);
    expect(imageDimensions(bytes)).toBeNull(); // no frame after it: not a picture, and no throw
  });

  it('keeps the stored size when the IFD offset points outside the segment or the file', () => {
    for (const offset of [0xffffffff, 0x7fffffff, 64, 27]) {
      expect(
        size(jpegWithSegments(40, 30, exifSegment(tiff(offset, [0, 1, ...entry(0x0112, 3, 6)])))),
      ).toEqual([40, 30]);
    }
    // IFD0 just past the segment, inside the file: the next segment holds a whole IFD with Orientation 6
    // (a reader bounded by the file instead of the segment takes it and turns the picture).
    // The segment is 10 + 8 + 2 bytes whatever its offset; the next segment's content starts 4 bytes on.
    const beyond = exifSegment(tiff(0, [0, 0])).length + 4 - EXIF_HEAD;
    const pointing = exifSegment(tiff(beyond, [0, 0]));
    const ifd = app2([0, 1, ...entry(0x0112, 3, 6)]);
    expect(size(jpegWithSegments(40, 30, [...pointing, ...ifd]))).toEqual([40, 30]);
    // The same IFD inside the segment is read: the test above is about where it lies, nothing else.
    expect(size(jpegWithSegments(40, 30, exifSegment(tiff(8, [0, 1, ...entry(0x0112, 3, 6)]))))).toEqual([
      30, 40,
    ]);
  });

  it('ends on an IFD that points back at the header or at itself (no chain is followed)', () => {
    // IFD0 at offset 0 reads the header as an entry count (0x4d4d = 19,789 entries) in a 30-byte segment;
    // the segment after it holds an Orientation 6 entry where the 19,789 entries would go on: a loop
    // not stopped at the segment's end finds it.
    const headerAsIfd = exifSegment(tiff(0, [0, 1, ...entry(0x0112, 3, 6)]));
    expect(
      size(jpegWithSegments(40, 30, [...headerAsIfd, ...orientationPastSegment(headerAsIfd, 0)])),
    ).toEqual([40, 30]);
    // IFD0 without an orientation whose next-IFD offset is itself.
    const selfLinked = tiff(8, [0, 1, ...entry(0x0100, 3, 7), ...be32(8)]);
    expect(size(jpegWithSegments(40, 30, exifSegment(selfLinked)))).toEqual([40, 30]);
  });

  it("ignores IFD1's orientation (the thumbnail's): IFD0 alone is read", () => {
    // IFD0 at 8 without an orientation, its next-IFD offset naming IFD1 at 26, which has Orientation 6.
    const chained = tiff(8, [
      0,
      1,
      ...entry(0x0100, 3, 7),
      ...be32(26),
      0,
      1,
      ...entry(0x0112, 3, 6),
      ...be32(0),
    ]);
    expect(size(jpegWithSegments(40, 30, exifSegment(chained)))).toEqual([40, 30]);
  });

  it('reads a full 64 KB segment claiming 65,535 entries, and 200 more after it, in one pass', () => {
    const entries = new Array<number[]>(5459).fill(entry(0x010f, 2, 0)).flat(); // "Make", not orientation
    const huge = exifSegment(tiff(8, [0xff, 0xff, ...entries]));
    expect(huge.length).toBeLessThanOrEqual(2 + 65_535);
    // Built as bytes, not as a spread array: 13 MB of numbers would cost the test its time.
    const frame = jpegWithSegments(40, 30, []);
    const bytes = new Uint8Array(2 + 201 * huge.length + frame.length - 2);
    bytes.set(frame.subarray(0, 2));
    for (let i = 0; i < 201; i++) bytes.set(huge, 2 + i * huge.length);
    bytes.set(frame.subarray(2), 2 + 201 * huge.length);
    expect(size(bytes)).toEqual([40, 30]);
  });

  it('never throws and gives the stored or the turned size on arbitrary EXIF content', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.uint8Array({ maxLength: 120 }), (littleEndian, tail) => {
        const head = littleEndian ? [0x49, 0x49, 42, 0] : [0x4d, 0x4d, 0, 42];
        const found = size(jpegWithSegments(40, 30, exifSegment([...head, ...tail])));
        expect([
          [40, 30],
          [30, 40],
        ]).toContainEqual(found);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads nothing past the EXIF segment, whatever IFD offset and entries it claims', () => {
    // Big-endian, an IFD offset near the segment (inside, at its end or past it) and arbitrary IFD bytes;
    // the segment after it holds Orientation 6 entries at every 12-byte step, or zeros: same answer.
    const poison = new Array<number[]>(20).fill(entry(0x0112, 3, 6)).flat();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 160 }), fc.uint8Array({ maxLength: 60 }), (ifd, tail) => {
        const segment = exifSegment(tiff(ifd, [...tail]));
        const withPoison = jpegWithSegments(40, 30, [...segment, ...app2(poison)]);
        const withZeros = jpegWithSegments(40, 30, [...segment, ...app2(poison.map(() => 0))]);
        expect(size(withPoison)).toEqual(size(withZeros));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('imageDimensions: AVIF irot and imir', () => {
  it.each([
    [0, [4032, 3024]],
    [1, [3024, 4032]],
    [2, [4032, 3024]],
    [3, [3024, 4032]],
  ])('an irot of %i quarter turns gives %j', (quarterTurns, expected) => {
    expect(size(avifRotated(4032, 3024, quarterTurns))).toEqual(expected);
  });

  it('a mirror (imir) keeps the size; a mirror with a quarter turn swaps it', () => {
    expect(size(avifRotated(4032, 3024, 0, 0))).toEqual([4032, 3024]);
    expect(size(avifRotated(4032, 3024, 0, 1))).toEqual([4032, 3024]);
    expect(size(avifRotated(4032, 3024, 1, 1))).toEqual([3024, 4032]);
  });

  it("reads the primary item's own ispe and irot, not a thumbnail's", () => {
    const properties = [ispeBox(160, 120), irotBox(1), ispeBox(4032, 3024)];
    // Item 1 (the thumbnail) is turned; item 2 (primary) is not.
    const thumbnailTurned = avifWithItems(
      properties,
      [
        [1, [1, 2]],
        [2, [3]],
      ],
      2,
    );
    expect(size(thumbnailTurned)).toEqual([4032, 3024]);
    const primaryTurned = avifWithItems(
      properties,
      [
        [1, [1]],
        [2, [3, 2]],
      ],
      2,
    );
    expect(size(primaryTurned)).toEqual([3024, 4032]);
  });

  it('falls back to the first ispe when ipma names no such item, and ends on a huge entry count', () => {
    const properties = [ispeBox(64, 32)];
    expect(size(avifWithItems(properties, [[1, [1]]], 9))).toEqual([64, 32]);
    const bytes = avifWithItems(properties, [[1, [1]]]);
    // ipma's entry count sits 4 bytes into its content: claim 4 billion entries.
    const ipma = findBox(bytes, 'ipma');
    bytes.set([0xff, 0xff, 0xff, 0xff], ipma + 8 + 4);
    expect(size(bytes)).toEqual([64, 32]);
  });

  it('refuses a primary item whose associations point past ipco or hold no ispe', () => {
    expect(size(avifWithItems([ispeBox(64, 32)], [[1, [99]]]))).toBeNull();
    expect(size(avifWithItems([ispeBox(64, 32), irotBox(1)], [[1, [2]]]))).toBeNull();
  });

  it('never throws on arbitrary bytes inside ipma, and reads only a true size', () => {
    const bytes = avifWithItems([ispeBox(64, 32), irotBox(1)], [[1, [1, 2]]]);
    const ipma = findBox(bytes, 'ipma');
    const length = (bytes[ipma + 3] ?? 0) - 8;
    fc.assert(
      fc.property(fc.uint8Array({ minLength: length, maxLength: length }), (noise) => {
        const copy = bytes.slice();
        copy.set(noise, ipma + 8);
        const found = size(copy);
        if (found !== null)
          expect([
            [64, 32],
            [32, 64],
          ]).toContainEqual(found);
      }),
      { numRuns: 2000 },
    );
  });
});

/** Where a box of `type` starts (its size field), found by its four-letter type. */
function findBox(bytes: Uint8Array, type: string): number {
  const at = Buffer.from(bytes).indexOf(type, 0, 'latin1');
  if (at < 4) throw new Error(`no ${type} box`);
  return at - 4;
}
