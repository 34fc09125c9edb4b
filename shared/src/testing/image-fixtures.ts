import { deflateSync } from 'node:zlib';

// Small real images built byte by byte, so tests of sniffing, uploads and serving need no binary
// files in the repository. The PNG is complete and decodes in any browser; the others carry valid
// headers (what the server reads) followed by placeholder data.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const text = (s: string) => Array.from(s, (ch) => ch.charCodeAt(0));

function pngChunk(type: string, data: Uint8Array): number[] {
  const body = new Uint8Array([...text(type), ...data]);
  return [...u32be(data.length), ...body, ...u32be(crc32(body))];
}

/**
 * A complete RGB PNG of one colour; `seed` changes the colour so two images differ in content.
 * `padTo` appends an ancillary chunk until the file has at least that many bytes.
 */
export function pngImage(width: number, height: number, seed = 0, padTo = 0): Uint8Array {
  const row = [0, ...Array.from({ length: width }, () => [seed & 0xff, 120, 200]).flat()];
  const raw = new Uint8Array(Array.from({ length: height }, () => row).flat());
  const ihdr = new Uint8Array([...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]);
  const head = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...pngChunk('IHDR', ihdr)];
  const data = pngChunk('IDAT', deflateSync(raw));
  const end = pngChunk('IEND', new Uint8Array());
  const size = head.length + data.length + end.length;
  const padding = padTo > size + 12 ? pngChunk('paDd', new Uint8Array(padTo - size - 12)) : [];
  return new Uint8Array([...head, ...padding, ...data, ...end]);
}

export function gifImage(width: number, height: number): Uint8Array {
  return new Uint8Array([...text('GIF89a'), ...u16le(width), ...u16le(height), 0, 0, 0, 0x3b]);
}

/** A JPEG's markers up to its frame header: SOI, APP0 (JFIF), SOF0 with the size, EOI. */
export function jpegImage(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16be(16), ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [
    0xff,
    frameMarker,
    ...u16be(17),
    8,
    ...u16be(height),
    ...u16be(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

/**
 * An APP1 EXIF segment around `tiff` (a TIFF header and its IFDs). `declaredLength` overrides the
 * segment's length field, to build a segment that claims more than it holds.
 */
export function exifSegment(tiff: number[], declaredLength = 2 + 6 + tiff.length): number[] {
  return [0xff, 0xe1, ...u16be(declaredLength), ...text('Exif'), 0, 0, ...tiff];
}

/** A TIFF header whose IFD0 holds one entry, Orientation (tag 0x0112, SHORT, count 1). */
export function exifOrientationTiff(orientation: number, byteOrder: 'II' | 'MM' = 'MM'): number[] {
  const u16 = byteOrder === 'II' ? u16le : u16be;
  const u32 = byteOrder === 'II' ? u32le : u32be;
  const entry = [...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0];
  return [...text(byteOrder), ...u16(42), ...u32(8), ...u16(1), ...entry, ...u32(0)];
}

/** A JPEG (as `jpegImage`) with extra segments, e.g. EXIF, between SOI and its frame. */
export function jpegWithSegments(width: number, height: number, segments: number[]): Uint8Array {
  return new Uint8Array([0xff, 0xd8, ...segments, ...jpegImage(width, height).subarray(2)]);
}

/** A phone photo's JPEG: stored `width` × `height`, with an EXIF Orientation (1–8). */
export function jpegWithOrientation(
  width: number,
  height: number,
  orientation: number,
  byteOrder: 'II' | 'MM' = 'MM',
): Uint8Array {
  return jpegWithSegments(width, height, exifSegment(exifOrientationTiff(orientation, byteOrder)));
}

function riff(chunk: string, payload: number[]): Uint8Array {
  const body = [...text('WEBP'), ...text(chunk), ...u32le(payload.length), ...payload];
  return new Uint8Array([...text('RIFF'), ...u32le(body.length), ...body]);
}

export function webpLossy(width: number, height: number): Uint8Array {
  return riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0]);
}

export function webpLossless(width: number, height: number): Uint8Array {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff('VP8L', [0x2f, ...u32le(bits >>> 0), 0, 0]);
}

export function webpExtended(width: number, height: number): Uint8Array {
  return riff('VP8X', [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}

function box(type: string, content: number[]): number[] {
  return [...u32be(8 + content.length), ...text(type), ...content];
}

const avifFtyp = (brand: string) =>
  box('ftyp', [...text(brand), 0, 0, 0, 0, ...text('mif1'), ...text('miaf')]);
const avifHdlr = () =>
  box('hdlr', [0, 0, 0, 0, 0, 0, 0, 0, ...text('pict'), ...new Array<number>(13).fill(0)]);
/** An ispe property: a full box (version, flags), then width and height. */
export const ispeBox = (width: number, height: number) =>
  box('ispe', [0, 0, 0, 0, ...u32be(width), ...u32be(height)]);
/** An irot property: the low two bits count anticlockwise quarter turns. */
export const irotBox = (quarterTurns: number) => box('irot', [quarterTurns & 3]);
/** An imir property: mirror about a vertical (0) or horizontal (1) axis. */
export const imirBox = (axis: number) => box('imir', [axis & 1]);

/** An AVIF's boxes: ftyp (avif brand), then meta → iprp → ipco → ispe with the size. */
export function avifImage(width: number, height: number, brand = 'avif'): Uint8Array {
  const meta = box('meta', [0, 0, 0, 0, ...avifHdlr(), ...box('iprp', box('ipco', ispeBox(width, height)))]);
  return new Uint8Array([...avifFtyp(brand), ...meta, ...box('mdat', [1, 2, 3, 4])]);
}

/**
 * An AVIF whose primary item (pitm) takes its properties from `ipco` by the 1-based indices that
 * `associations` gives each item id in `ipma` (version 0: 16-bit ids; 7-bit indices, the top bit
 * set as "essential").
 */
export function avifWithItems(
  properties: number[][],
  associations: [itemId: number, indices: number[]][],
  primary = 1,
): Uint8Array {
  const pitm = box('pitm', [0, 0, 0, 0, ...u16be(primary)]);
  const entries = associations.flatMap(([id, indices]) => [
    ...u16be(id),
    indices.length,
    ...indices.map((index) => 0x80 | index),
  ]);
  const ipma = box('ipma', [0, 0, 0, 0, ...u32be(associations.length), ...entries]);
  const iprp = box('iprp', [...box('ipco', properties.flat()), ...ipma]);
  const meta = box('meta', [0, 0, 0, 0, ...avifHdlr(), ...pitm, ...iprp]);
  return new Uint8Array([...avifFtyp('avif'), ...meta, ...box('mdat', [1, 2, 3, 4])]);
}

/** An AVIF like a phone's: one item, its ispe (stored size) then irot and, if given, imir. */
export function avifRotated(
  width: number,
  height: number,
  quarterTurns: number,
  mirrorAxis?: number,
): Uint8Array {
  const properties = [ispeBox(width, height), irotBox(quarterTurns)];
  if (mirrorAxis !== undefined) properties.push(imirBox(mirrorAxis));
  return avifWithItems(properties, [[1, properties.map((_, i) => i + 1)]]);
}

export const SVG_IMAGE = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export const HTML_PAGE = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
