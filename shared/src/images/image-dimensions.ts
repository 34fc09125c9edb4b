import type { ImageType } from './image-rules';

// Reads an image's real type and pixel size from its first bytes, never from a name or a declared
// type: an SVG or an HTML page renamed `.png` must not pass for a picture. Every reader checks its
// bounds, so truncated or hostile input gives null, never an exception or a loop.

export interface ImageDimensions {
  type: ImageType;
  width: number;
  height: number;
}

/** Dimensions past this are not a real picture; a header claiming them is garbage. */
const MAX_SIDE = 65535 * 4;

const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  at + length > bytes.length ? '' : String.fromCharCode(...bytes.subarray(at, at + length));

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + ((b[at + 3]! << 24) >>> 0);

/** A size as shown: a quarter turn swaps width and height (browsers apply EXIF and AVIF rotation). */
const turned = ([width, height]: [number, number], quarterTurn: boolean): [number, number] =>
  quarterTurn ? [height, width] : [width, height];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(b: Uint8Array): [number, number] | null {
  if (b.length < 24 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return null;
  if (ascii(b, 12, 4) !== 'IHDR') return null;
  return [u32be(b, 16), u32be(b, 20)];
}

function gif(b: Uint8Array): [number, number] | null {
  const magic = ascii(b, 0, 6);
  if ((magic !== 'GIF87a' && magic !== 'GIF89a') || b.length < 10) return null;
  return [u16le(b, 6), u16le(b, 8)];
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

const EXIF_ORIENTATION_TAG = 0x0112;
const EXIF_SHORT = 3;

/**
 * The EXIF Orientation (1–8) in an APP1 segment's content `[start, end)`, or null. Only IFD0 is read
 * (Orientation lives there; IFD1 describes the thumbnail), so no IFD chain is followed and a loop of
 * offsets cannot trap the reader; every read is checked against the segment's end, and the entry loop
 * stops at that end whatever count the IFD claims.
 */
function exifOrientation(b: Uint8Array, start: number, end: number): number | null {
  if (start + 14 > end || ascii(b, start, 6) !== 'Exif\0\0') return null;
  const tiff = start + 6;
  const order = ascii(b, tiff, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const u16 = order === 'II' ? u16le : u16be;
  const u32 = order === 'II' ? u32le : u32be;
  if (u16(b, tiff + 2) !== 42) return null;
  const ifd = tiff + u32(b, tiff + 4);
  if (ifd + 2 > end) return null;
  const count = u16(b, ifd);
  for (let i = 0, entry = ifd + 2; i < count && entry + 12 <= end; i++, entry += 12) {
    if (u16(b, entry) !== EXIF_ORIENTATION_TAG) continue;
    const value = u16(b, entry + 8);
    return u16(b, entry + 2) === EXIF_SHORT && value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/** Orientations 5–8 are the ones with a quarter turn (transpose, 90° clockwise, transverse, 270°). */
const isQuarterTurn = (orientation: number | null) => orientation !== null && orientation >= 5;

function jpeg(b: Uint8Array): [number, number] | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  // The first EXIF segment's orientation, as browsers take it; later APP1 segments (XMP, more EXIF) are skipped.
  let orientation: number | null | undefined;
  // Each step moves forward by at least two bytes, so this ends on any input.
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return null;
      return turned([u16be(b, at + 7), u16be(b, at + 5)], isQuarterTurn(orientation ?? null));
    }
    if (marker === 0xe1 && orientation === undefined && ascii(b, at + 4, 4) === 'Exif') {
      orientation = exifOrientation(b, at + 4, Math.min(at + 2 + length, b.length));
    }
    at += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): [number, number] | null {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  switch (ascii(b, 12, 4)) {
    case 'VP8 ': // lossy: a key frame's start code, then 14-bit sizes
      if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
    case 'VP8L': {
      // lossless: signature 0x2f, then width-1 and height-1 in 14 bits each
      if (b.length < 25 || b[20] !== 0x2f) return null;
      const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
      return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
    }
    case 'VP8X': // extended: canvas width-1 and height-1 in 24 bits each
      if (b.length < 30) return null;
      return [u24le(b, 24) + 1, u24le(b, 27) + 1];
    default:
      return null;
  }
}

interface Box {
  type: string;
  /** Where the box's content starts and ends. */
  start: number;
  end: number;
}

/** The ISO-BMFF boxes between `from` and `to`, stopping at the first malformed one. */
function boxes(b: Uint8Array, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = u32be(b, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to || u32be(b, at + 8) !== 0) return found; // over 4 GB: not a picture we take
      size = u32be(b, at + 12);
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return found;
    found.push({ type: ascii(b, at + 4, 4), start: at + header, end: at + size });
    at += size;
  }
  return found;
}

const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The primary item's id from a `pitm` box (a full box: version 0 has a 16-bit id, later ones 32). */
function primaryItem(b: Uint8Array, pitm: Box): number | null {
  const wide = b[pitm.start] !== 0;
  if (pitm.start + (wide ? 8 : 6) > pitm.end) return null;
  return wide ? u32be(b, pitm.start + 4) : u16be(b, pitm.start + 4);
}

/**
 * The 1-based indices into `ipco` of the properties associated with `item` in an `ipma` box, or null.
 * Each entry takes at least three bytes and every read is checked against the box's end, so a huge
 * entry count ends at that end.
 */
function itemProperties(b: Uint8Array, ipma: Box, item: number): number[] | null {
  if (ipma.start + 8 > ipma.end) return null;
  const wideIds = b[ipma.start] !== 0;
  const wideIndices = (b[ipma.start + 3]! & 1) === 1;
  const entries = u32be(b, ipma.start + 4);
  let at = ipma.start + 8;
  for (let i = 0; i < entries; i++) {
    const idSize = wideIds ? 4 : 2;
    if (at + idSize + 1 > ipma.end) return null;
    const id = wideIds ? u32be(b, at) : u16be(b, at);
    const count = b[at + idSize]!;
    at += idSize + 1;
    const indexSize = wideIndices ? 2 : 1;
    if (at + count * indexSize > ipma.end) return null;
    if (id === item) {
      // The top bit of each association is its "essential" flag, not part of the index.
      return Array.from({ length: count }, (_, k) =>
        wideIndices ? u16be(b, at + 2 * k) & 0x7fff : b[at + k]! & 0x7f,
      );
    }
    at += count * indexSize;
  }
  return null;
}

function avif(b: Uint8Array): [number, number] | null {
  const top = boxes(b, 0, b.length);
  const ftyp = top[0];
  if (ftyp?.type !== 'ftyp' || ftyp.end - ftyp.start < 8) return null;
  const brands = [ascii(b, ftyp.start, 4)];
  for (let at = ftyp.start + 8; at + 4 <= ftyp.end; at += 4) brands.push(ascii(b, at, 4));
  if (!brands.some((brand) => AVIF_BRANDS.has(brand))) return null;
  // meta (a full box: 4 bytes of version and flags) → iprp → ipco → ispe (full box, then width, height)
  const meta = top.find((box) => box.type === 'meta');
  if (!meta) return null;
  const inMeta = boxes(b, meta.start + 4, meta.end);
  const iprp = inMeta.find((box) => box.type === 'iprp');
  const inIprp = iprp ? boxes(b, iprp.start, iprp.end) : [];
  const ipco = inIprp.find((box) => box.type === 'ipco');
  if (!ipco) return null;
  const properties = boxes(b, ipco.start, ipco.end);
  // The primary item's own properties (ipma names them by index into ipco): a grid's or an alpha
  // plane's ispe, or a thumbnail's irot, must not stand for the picture. Without pitm or ipma, the
  // first of each kind, as before.
  const pitm = inMeta.find((box) => box.type === 'pitm');
  const ipma = inIprp.find((box) => box.type === 'ipma');
  const item = pitm ? primaryItem(b, pitm) : null;
  const indices = item !== null && ipma ? itemProperties(b, ipma, item) : null;
  const own = indices ? indices.flatMap((index) => properties[index - 1] ?? []) : properties;
  const ispe = own.find((box) => box.type === 'ispe');
  if (!ispe || ispe.end - ispe.start < 12) return null;
  // irot: the low two bits count anticlockwise quarter turns; an odd count swaps width and height.
  // imir (a mirror) keeps them.
  const irot = own.find((box) => box.type === 'irot' && box.end > box.start);
  const quarterTurn = irot !== undefined && (b[irot.start]! & 1) === 1;
  return turned([u32be(b, ispe.start + 4), u32be(b, ispe.start + 8)], quarterTurn);
}

const READERS: [ImageType, (b: Uint8Array) => [number, number] | null][] = [
  ['image/png', png],
  ['image/jpeg', jpeg],
  ['image/gif', gif],
  ['image/webp', webp],
  ['image/avif', avif],
];

/**
 * The type and size of a PNG, JPEG, GIF, WebP (VP8, VP8L, VP8X) or AVIF image, sniffed from its
 * bytes; null when the bytes are not one of those images (SVG, HTML, text, truncated, garbage). The
 * size is the one shown: a JPEG's EXIF Orientation 5–8 and an AVIF's irot of 90° or 270° swap the
 * stored width and height, as browsers do when they draw the picture.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  for (const [type, read] of READERS) {
    const size = read(bytes);
    if (size === null) continue;
    const [width, height] = size;
    if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
    return { type, width, height };
  }
  return null;
}
