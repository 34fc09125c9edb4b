// The rules every stored post image follows. The database's bucket settings say the same (migration
// 20251124100000_post_images_storage.sql), and the embedded backend enforces them from there.

/** The Storage bucket of post covers and inline pictures: anyone reads, only admins write. */
export const POST_IMAGES_BUCKET = 'post-images';

/** 10 MB: the bucket's file_size_limit. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Raster formats only. SVG is refused: it is a document that can carry script. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;

export type ImageType = (typeof IMAGE_TYPES)[number];

/** The file extension each type is stored under. */
export const IMAGE_EXTENSIONS: Readonly<Record<ImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/**
 * The extensions (lower case) a stored name of each type may end in: the one {@link IMAGE_EXTENSIONS}
 * gives, and `jpeg`. A name that says another type than the bytes is refused by the embedded backend.
 */
export const IMAGE_NAME_EXTENSIONS: Readonly<Record<ImageType, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['avif'],
};

export function isImageType(type: string): type is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}
