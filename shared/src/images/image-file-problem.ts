import { isImageType, MAX_IMAGE_BYTES } from './image-rules';

/** What a person reads when a picture cannot be uploaded, before any byte leaves the machine. */
export const IMAGE_MESSAGES = {
  empty: (name: string) => `${name} is empty.`,
  svg: (name: string) =>
    `${name} is an SVG image, which is not allowed (SVG can carry script). Upload a PNG, JPEG, WebP, GIF or AVIF image.`,
  type: (name: string, type: string) =>
    `${name} is not an allowed image${type ? ` (${type})` : ''}. Upload a PNG, JPEG, WebP, GIF or AVIF image.`,
  tooLarge: (name: string, size: number) =>
    `${name} is ${megabytes(size)}; images may be at most ${megabytes(MAX_IMAGE_BYTES)}.`,
  notAnImage: (name: string) =>
    `${name} is not a readable PNG, JPEG, WebP, GIF or AVIF image (its content does not match).`,
} as const;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The file's name as shown in a message: never empty, never a whole path, never a novel. */
function shownName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1).trim();
  if (base === '') return 'The file';
  return base.length > 80 ? `${base.slice(0, 77)}…` : base;
}

/**
 * Why this file cannot be uploaded as a post image (empty, not an allowed type, SVG, over 10 MB), or
 * null when it may be tried. It reads the declared type only: the server sniffs the bytes again and
 * refuses what is not really one of {@link IMAGE_TYPES}.
 */
export function imageFileProblem(file: { size: number; type: string; name: string }): string | null {
  const name = shownName(String(file.name ?? ''));
  const type = String(file.type ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type === 'image/svg+xml' || name.toLowerCase().endsWith('.svg')) return IMAGE_MESSAGES.svg(name);
  if (!isImageType(type)) return IMAGE_MESSAGES.type(name, type);
  if (!Number.isFinite(file.size) || file.size <= 0) return IMAGE_MESSAGES.empty(name);
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge(name, file.size);
  return null;
}
