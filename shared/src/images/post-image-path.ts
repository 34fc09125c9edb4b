import { sha256 as nobleSha256 } from '@noble/hashes/sha2';
import { slugify } from '../text/slugify';
import { imageDimensions } from './image-dimensions';
import { IMAGE_EXTENSIONS } from './image-rules';

/** Hex digits of the SHA-256 kept in a name: 64 bits, so two different pictures never share one. */
const HASH_PREFIX_LENGTH = 16;
/** The readable part of a name stays short; the hash is what makes it unique. */
const MAX_SLUG_LENGTH = 60;

/** An image's path could not be made: the folder is not a post id, or the bytes are not an image. */
export class ImagePathError extends Error {
  override name = 'ImagePathError';
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The lower-case hex SHA-256 of some bytes. Web Crypto where the page has it; it exists only in
 * secure contexts (https, localhost), so a site served over plain http on a LAN address hashes with
 * @noble/hashes instead, and gets the same name.
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return hex(nobleSha256(bytes));
  return hex(new Uint8Array(await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)));
}

/** The file name without folders and without its extension, as a slug; `image` when nothing is left. */
function nameSlug(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const slug = slugify(stem).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return slug === '' ? 'image' : slug;
}

/** A post id names one folder: letters, digits and hyphens only (post ids are UUIDs). */
const POST_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Where a post's image is stored: `{postId}/{first 16 hex of its SHA-256}-{slug of the file name}.{ext}`,
 * the extension from the type sniffed in the bytes. The same picture always gets the same name, so it
 * is stored once and can be cached forever.
 */
export async function postImagePath(postId: string, bytes: Uint8Array, fileName: string): Promise<string> {
  if (!POST_ID.test(postId)) throw new ImagePathError(`"${postId}" is not a post id.`);
  const image = imageDimensions(bytes);
  if (image === null) throw new ImagePathError('The file is not a PNG, JPEG, WebP, GIF or AVIF image.');
  const hash = (await sha256Hex(bytes)).slice(0, HASH_PREFIX_LENGTH);
  return `${postId}/${hash}-${nameSlug(fileName)}.${IMAGE_EXTENSIONS[image.type]}`;
}
