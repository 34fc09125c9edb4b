import type { ImageSizes } from '@parley/article';
import { POST_IMAGES_BUCKET, publicImageUrl } from '@parley/shared/images';
import { queryKeys, type ClientLoader } from '@parley/shared/queries';
import { type BlogPost, type ParleySupabaseClient } from '@parley/shared/supabase';
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/supabase';
import { PUBLIC_POSTS_FRESH_FOR_MS } from './fresh-for';
import { createImageSizeMemo, type ImageSizeMemo } from './image-size-memo';

type PostImages = Pick<BlogPost, 'id' | 'updated_at' | 'content' | 'cover_image'>;

/** A post with more bucket images than this gets sizes for the first ones only (bounded work per render). */
const MAX_IMAGES = 100;

/** The characters of a bucket object name (content-hashed: `{post id}/{hash}-{slug}.{ext}`). */
const NAME_CHARS = /^[A-Za-z0-9._~%/-]+/;

/** The bucket paths of the post's images from the post-images bucket, in order of first use. */
export function bucketImagePaths(
  post: Pick<PostImages, 'content' | 'cover_image'>,
  publicBase: string,
): string[] {
  const paths = new Set<string>();
  for (const text of [post.content, post.cover_image ?? '']) {
    let from = text.indexOf(publicBase);
    while (from !== -1 && paths.size < MAX_IMAGES) {
      const path = NAME_CHARS.exec(text.slice(from + publicBase.length, from + publicBase.length + 512))?.[0];
      if (path && !path.endsWith('/')) paths.add(path);
      from = text.indexOf(publicBase, from + publicBase.length);
    }
  }
  return [...paths];
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

function sizeOf(metadata: unknown): { width: number; height: number } | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const { width, height } = metadata as Record<string, unknown>;
  const w = positive(width);
  const h = positive(height);
  return w && h ? { width: w, height: h } : null;
}

type Listing = Promise<readonly { name: string; user_metadata?: unknown }[] | null>;

/** Folder listings under way, by folder: started before the post is known (`listImageFolders`). */
export type FolderListings = ReadonlyMap<string, Listing>;

/** The folder of a bucket path (`''` for the bucket's root). */
const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

/** Every image size read is kept here (image-size-memo.ts says why that is sound). */
const sharedMemo = createImageSizeMemo();

function listFolder(client: ParleySupabaseClient, folder: string): Listing {
  return client.storage
    .from(POST_IMAGES_BUCKET)
    .list(folder, { limit: 1000 })
    .then(({ data }) => data as { name: string; user_metadata?: unknown }[] | null)
    .catch(() => null);
}

/**
 * Starts listing the folders of the given image URLs whose sizes are not known yet, as the caller
 * is allowed to (its own client: row-level security decides). The server calls it with a published
 * post's cover URL from its index beside the post's fetch, so the listing is not a round trip after
 * it: a post's pictures are uploaded into its own folder, the cover's. Nothing is listed for a URL
 * outside the bucket or already known.
 */
export function listImageFolders(
  client: ParleySupabaseClient,
  urls: readonly string[],
  memo: ImageSizeMemo = sharedMemo,
): FolderListings {
  const publicBase = publicImageUrl(client, '');
  const folders = new Map<string, Listing>();
  for (const path of bucketImagePaths({ content: urls.join('\n'), cover_image: null }, publicBase)) {
    const folder = folderOf(path);
    if (!memo.get(publicBase + path) && !folders.has(folder)) folders.set(folder, listFolder(client, folder));
  }
  return folders;
}

/**
 * Width and height of the post's bucket images, keyed by their public URL, from the metadata stored
 * at upload (never by downloading the images). Sizes read before come from `memo` with no request;
 * for the others, one list request per folder they live in (usually one: the post's own), reusing a
 * listing already under way (`listed`): the embedded backend returns each object's user metadata
 * there. Hosted Supabase Storage lists without it, so an image still unknown after the list is asked
 * for with `info()` (GET /storage/v1/object/info/…), which returns it there. The sizes improve the
 * page (no layout shift) but are not needed to read it: a failed request leaves those images without.
 */
export async function fetchPostImageSizes(
  client: ParleySupabaseClient,
  post: PostImages,
  { memo = sharedMemo, listed }: { memo?: ImageSizeMemo; listed?: FolderListings } = {},
): Promise<ImageSizes> {
  const publicBase = publicImageUrl(client, '');
  const paths = bucketImagePaths(post, publicBase);
  const sizes: Record<string, { width: number; height: number }> = {};
  const folders = new Map<string, string[]>();
  for (const path of paths) {
    const known = memo.get(publicBase + path);
    if (known) sizes[publicBase + path] = known;
    else folders.set(folderOf(path), [...(folders.get(folderOf(path)) ?? []), path]);
  }
  await Promise.all(
    [...folders].map(async ([folder, wanted]) => {
      const entries = (await (listed?.get(folder) ?? listFolder(client, folder))) ?? [];
      for (const entry of entries) {
        const path = folder ? `${folder}/${entry.name}` : entry.name;
        const size = sizeOf(entry.user_metadata);
        if (!size) continue;
        // The folder's other pictures too: a post showing another's (a reused cover) finds them.
        memo.set(publicBase + path, size);
        if (wanted.includes(path)) sizes[publicBase + path] = size;
      }
    }),
  );
  const bucket = client.storage.from(POST_IMAGES_BUCKET);
  const unknown = paths.filter((path) => !sizes[publicBase + path]);
  await Promise.all(
    unknown.map(async (path) => {
      const { data } = await bucket.info(path).catch(() => ({ data: null }));
      const size = sizeOf(data?.metadata);
      if (!size) return;
      memo.set(publicBase + path, size);
      sizes[publicBase + path] = size;
    }),
  );
  // By URL, whichever way each size was found: the page's bytes (its query state, hence its ETag)
  // follow the post alone, and match a folder's listing (by name) as before the memo.
  return Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Query options, shared by the server's prefetch and the page, so the sizes hydrate with the post.
 * Keyed under the post's id and version (queryKeys.posts.imageSizes), so a new version asks again.
 */
export function postImageSizesQuery(
  load: ClientLoader,
  post: PostImages | undefined,
  listed?: FolderListings,
) {
  return {
    queryKey: queryKeys.posts.imageSizes(post?.id ?? '', post?.updated_at ?? ''),
    queryFn: async () => (post ? fetchPostImageSizes(await load(), post, { listed }) : {}),
    enabled: Boolean(post),
    staleTime: PUBLIC_POSTS_FRESH_FOR_MS,
    retry: false,
    refetchOnWindowFocus: false,
  };
}

/** The sizes of the post's bucket images; `undefined` until known (the images render without). */
export function usePostImageSizes(post: PostImages | undefined): ImageSizes | undefined {
  return useQuery(postImageSizesQuery(loadSupabase, post)).data;
}
