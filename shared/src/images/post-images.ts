import type { SupabaseClient } from '@supabase/supabase-js';
import { imageDimensions } from './image-dimensions';
import { IMAGE_MESSAGES, imageFileProblem } from './image-file-problem';
import { POST_IMAGES_BUCKET } from './image-rules';
import { postImagePath } from './post-image-path';
import { publicImageUrl } from './public-image-url';

// Post images on Supabase Storage through supabase-js's storage client: the same calls work on a
// hosted project and on the embedded backend. Storage RLS decides who may write (admins only).

/** One picture of the post-images bucket, as the editor and the media library show it. */
export interface StoredImage {
  /** `{postId}/{hash}-{slug}.{ext}` inside the bucket. */
  path: string;
  /** The public URL anyone can load. */
  url: string;
  size: number;
  /** Pixels, stored in the object's user metadata at upload; null for objects stored without it. */
  width: number | null;
  height: number | null;
  contentType: string;
  createdAt: string;
}

/** An upload, listing or removal failed; `message` says why in words a person understands. */
export class ImageStorageError extends Error {
  override name = 'ImageStorageError';
  /** Storage's error code when the server gave one (`Duplicate`, `EntityTooLarge`, `InvalidMimeType`…). */
  readonly code: string | undefined;
  constructor(message: string, code?: string, cause?: unknown) {
    super(message, { cause });
    this.code = code;
  }
}

/** A year: names are content-hashed, so a stored picture never changes under its URL. */
const CACHE_SECONDS = '31536000';

interface StorageFailure {
  message: string;
  statusCode?: string;
  status?: number;
}

const failureCode = (error: StorageFailure) => String(error.statusCode ?? error.status ?? '');

const isDuplicate = (error: StorageFailure) =>
  failureCode(error) === '409' || failureCode(error) === 'Duplicate' || /already exists/i.test(error.message);

/** What the server's refusal means to the person uploading (Storage's own words otherwise). */
function uploadFailureMessage(fileName: string, size: number, code: string, message: string): string {
  if (code === '403')
    return `${fileName} could not be uploaded: only admins may upload images. Sign in again as an admin.`;
  if (code === '413') return IMAGE_MESSAGES.tooLarge(fileName, size);
  if (code === '415') return IMAGE_MESSAGES.notAnImage(fileName);
  return `${fileName} could not be uploaded: ${message}`;
}

const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * Uploads a picture for a post under its content-hashed name, with its width and height as the
 * object's user metadata. The same bytes always get the same path, so uploading a picture that is
 * already stored succeeds without a second write.
 */
export async function uploadPostImage(
  client: SupabaseClient,
  input: { postId: string; file: Blob; fileName: string },
): Promise<StoredImage> {
  const { file, fileName, postId } = input;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = imageDimensions(bytes);
  if (image === null) {
    throw new ImageStorageError(
      imageFileProblem({ size: bytes.length, type: file.type, name: fileName }) ??
        IMAGE_MESSAGES.notAnImage(fileName),
    );
  }
  // The declared type may be wrong (a PNG named .jpg); the sniffed one is what is checked and sent.
  const problem = imageFileProblem({ size: bytes.length, type: image.type, name: fileName });
  if (problem !== null) throw new ImageStorageError(problem);
  const path = await postImagePath(postId, bytes, fileName);
  const stored: StoredImage = {
    path,
    url: publicImageUrl(client, path),
    size: bytes.length,
    width: image.width,
    height: image.height,
    contentType: image.type,
    createdAt: new Date().toISOString(),
  };
  const { error } = await client.storage
    .from(POST_IMAGES_BUCKET)
    .upload(path, new Blob([bytes], { type: image.type }), {
      contentType: image.type,
      cacheControl: CACHE_SECONDS,
      upsert: false,
      metadata: { width: image.width, height: image.height },
    });
  if (!error) return stored;
  if (!isDuplicate(error as StorageFailure)) {
    const code = failureCode(error as StorageFailure);
    throw new ImageStorageError(
      uploadFailureMessage(fileName, bytes.length, code, error.message),
      code,
      error,
    );
  }
  // Already stored under this name, hence the same bytes: report the stored object.
  const info = await client.storage.from(POST_IMAGES_BUCKET).info(path);
  return info.data?.createdAt ? { ...stored, createdAt: info.data.createdAt } : stored;
}

/** Objects listed per request; the bucket is read page by page. */
const PAGE_SIZE = 1000;
/** Info requests in flight at once while reading widths and heights. */
const INFO_CONCURRENCY = 8;

interface ListedObject {
  name: string;
  id: string | null;
  created_at: string | null;
  metadata: { size?: number; mimetype?: string } | null;
  /** Sent by Parley's embedded backend only; hosted Storage keeps it for info(). */
  user_metadata?: Record<string, unknown> | null;
}

async function listFolder(client: SupabaseClient, prefix: string): Promise<ListedObject[]> {
  const all: ListedObject[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { data, error } = await client.storage
      .from(POST_IMAGES_BUCKET)
      .list(prefix, { limit: PAGE_SIZE, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error)
      throw new ImageStorageError(`The images could not be listed: ${error.message}`, undefined, error);
    all.push(...(data as ListedObject[]));
    if (data.length < PAGE_SIZE) return all;
  }
}

/** Runs `work` over `items` with at most `limit` calls at a time, keeping the order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Every picture of the bucket, in every post's folder, newest first. Storage lists one folder at a
 * time; width and height come with the listing from the embedded backend, and from each object's
 * info() on hosted Storage, which lists without them.
 */
export async function listPostImages(client: SupabaseClient): Promise<StoredImage[]> {
  const root = await listFolder(client, '');
  const files: { path: string; object: ListedObject }[] = [];
  const folders = root.filter((entry) => entry.id === null).map((entry) => entry.name);
  for (const entry of root) if (entry.id !== null) files.push({ path: entry.name, object: entry });
  const nested = await mapLimited(folders, INFO_CONCURRENCY, (folder) => listFolder(client, folder));
  folders.forEach((folder, i) => {
    for (const entry of nested[i]!) {
      if (entry.id !== null) files.push({ path: `${folder}/${entry.name}`, object: entry });
    }
  });
  const images = await mapLimited(files, INFO_CONCURRENCY, async ({ path, object }) => {
    const listed = object.user_metadata;
    const info =
      listed === undefined ? (await client.storage.from(POST_IMAGES_BUCKET).info(path)).data : null;
    const metadata = (listed ?? info?.metadata ?? {}) as Record<string, unknown>;
    const image: StoredImage = {
      path,
      url: publicImageUrl(client, path),
      size: object.metadata?.size ?? info?.size ?? 0,
      width: asNumber(metadata.width),
      height: asNumber(metadata.height),
      contentType: object.metadata?.mimetype ?? info?.contentType ?? 'application/octet-stream',
      createdAt: object.created_at ?? info?.createdAt ?? '',
    };
    return image;
  });
  return images.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.path.localeCompare(b.path));
}

/** Deletes one picture. Deleting one that is already gone is not an error (Storage answers []). */
export async function removePostImage(client: SupabaseClient, path: string): Promise<void> {
  const { error } = await client.storage.from(POST_IMAGES_BUCKET).remove([path]);
  if (error)
    throw new ImageStorageError(`The image could not be deleted: ${error.message}`, undefined, error);
}
