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

function jpeg(b: Uint8Array): [number, number] | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
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
      return [u16be(b, at + 7), u16be(b, at + 5)];
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
  const iprp = boxes(b, meta.start + 4, meta.end).find((box) => box.type === 'iprp');
  const ipco = iprp && boxes(b, iprp.start, iprp.end).find((box) => box.type === 'ipco');
  const ispe = ipco && boxes(b, ipco.start, ipco.end).find((box) => box.type === 'ispe');
  if (!ispe || ispe.end - ispe.start < 12) return null;
  return [u32be(b, ispe.start + 4), u32be(b, ispe.start + 8)];
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
 * bytes; null when the bytes are not one of those images (SVG, HTML, text, truncated, garbage).
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
