import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPost,
  PostIdTakenError,
  setPostTags,
  updatePost,
  updatePostIfUnchanged,
} from '@parley/shared/posts';
import { type BlogPost } from '@parley/shared/supabase';
import { type BlogPostFormValues } from '@parley/shared/validation';
import { useAdminHost, type AdminHost } from '../host/AdminHost';
import { invalidatePosts } from './invalidate-posts';

export type SaveRequest =
  /** `id`: chosen by the editor before the first save (its images are stored under it). */
  (
    | { kind: 'create'; values: BlogPostFormValues; id?: string }
    /** `openedUpdatedAt`: refuse the write if the post changed since; null overwrites whatever is there. */
    | { kind: 'update'; id: string; values: BlogPostFormValues; openedUpdatedAt: string | null }
  ) & {
    /** The post's tags after the save (names); absent: left as they are. */
    tags?: string[];
  };

/**
 * The post was saved but its tags were not (set_post_tags failed after it). `post`: the version
 * written, which the next save continues from (else it would conflict with itself, or insert twice).
 */
export class TagsNotSavedError extends Error {
  override name = 'TagsNotSavedError';
  constructor(
    message: string,
    options: { cause?: unknown } | undefined,
    readonly post: Pick<BlogPost, 'id' | 'updated_at'>,
  ) {
    super(message, options);
  }
}

/** The signed-in admin's id: the host's, else the client's session. */
export async function currentUserId(host: AdminHost): Promise<string | null> {
  if (host.userId !== undefined) return host.userId;
  const { data } = await host.supabase.auth.getUser();
  return data.user?.id ?? null;
}

async function save(host: AdminHost, request: SaveRequest): Promise<BlogPost> {
  const post = await savePost(host, request);
  if (request.tags !== undefined) {
    try {
      await setPostTags(host.supabase, post.id, request.tags);
    } catch (error) {
      throw new TagsNotSavedError('The post was saved, its tags were not', { cause: error }, post);
    }
  }
  return post;
}

function savePost(host: AdminHost, request: SaveRequest): Promise<BlogPost> {
  if (request.kind === 'create') {
    return currentUserId(host).then((authorId) =>
      createPost(host.supabase, request.values, authorId, request.id).catch((error: unknown) => {
        // This editor's own insert landed (answer lost) and the admin typed on: the id is a fresh
        // random one, so a post under it last written by this same admin is that insert. Update it,
        // still checked against the version just read.
        if (error instanceof PostIdTakenError && authorId !== null && error.stored.updated_by === authorId) {
          return updatePostIfUnchanged(
            host.supabase,
            error.stored.id,
            request.values,
            error.stored.updated_at,
          );
        }
        throw error;
      }),
    );
  }
  return request.openedUpdatedAt === null
    ? updatePost(host.supabase, request.id, request.values)
    : updatePostIfUnchanged(host.supabase, request.id, request.values, request.openedUpdatedAt);
}

/** Creates or updates a post; errors (SlugTakenError, PostChangedError, ...) reach the caller. */
export function useSavePost() {
  const host = useAdminHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest) => save(host, request),
    // Not awaited: the editor leaves for the dashboard at once, the lists reload meanwhile. A post
    // saved without its tags changed too.
    onSettled: (_post, error) => {
      if (!error || error instanceof TagsNotSavedError) void invalidatePosts(queryClient);
    },
  });
}
