import { useEffect, useRef } from 'react';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { NotFoundError } from '@parley/shared/errors';
import { queryKeys } from '@parley/shared/queries';
import { type BlogPost } from '@parley/shared/supabase';
import { usePostForEditing } from '../api/post-for-editing';
import { useAdminHost, type PendingImage } from '../host/AdminHost';
import { ADMIN_MESSAGES } from '../messages';
import { PostHistory } from './history/PostHistory';
import { EMPTY_POST_VALUES, valuesFromPost, type PostFormValues } from './post-form-values';
import { PostForm } from './PostForm';

export interface PostEditorProps {
  /** The post to edit; absent to create a new one. */
  postId?: string;
  /** Unsaved values to continue from (a recovered draft of this post, or of a new one). */
  restoredValues?: PostFormValues;
  /** Pictures the recovered draft was still waiting to upload. */
  restoredImages?: PendingImage[];
  /** The recovered draft's tags (null or absent: the post's stored tags). */
  restoredTags?: string[] | null;
  /**
   * The stored version the recovered draft was made on (`EditorDraft.basedOn`): saving it is checked
   * against that version, so a post saved since (another tab, another admin) opens the conflict
   * dialog instead of being overwritten. Absent: the version loaded now.
   */
  restoredBasedOn?: string;
  /**
   * Said above the form while it continues the restored draft (the web admin's "restored from this
   * browser"); gone with the draft once the admin drops it (the conflict dialog's Reload, a History
   * restore), as the text it speaks of is no longer on screen.
   */
  restoredNotice?: string;
  /** Shows the live preview beside the markdown (default true). */
  showPreview?: boolean;
}

type FormOptions = Pick<
  PostEditorProps,
  'restoredValues' | 'restoredImages' | 'restoredTags' | 'restoredBasedOn' | 'showPreview'
>;

/** The notice of a restored draft, shown only while the form continues that draft. */
function RestoredDraftNotice({ message, shown }: { message: string | undefined; shown: boolean }) {
  if (!message || !shown) return null;
  return (
    <Alert role="status" color="blue">
      {message}
    </Alert>
  );
}

function LoadingPost() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{ADMIN_MESSAGES.loadingPost}</Text>
    </Group>
  );
}

function ExistingPostForm({
  postId,
  restoredNotice,
  ...options
}: { postId: string; restoredNotice?: string } & FormOptions) {
  const { paths, notify, drafts, navigation } = useAdminHost();
  const navigate = navigation.useNavigate();
  const queryClient = useQueryClient();
  const post = usePostForEditing(postId);
  const firstLoad = useRef<number | undefined>(undefined);
  if (post.isSuccess && firstLoad.current === undefined) firstLoad.current = post.dataUpdatedAt;

  useEffect(() => {
    if (!post.isError) return;
    const notFound = post.error instanceof NotFoundError;
    notify({ kind: 'error', message: notFound ? ADMIN_MESSAGES.postNotFound : ADMIN_MESSAGES.loadFailed });
    void navigate(paths.dashboard, { replace: true });
  }, [post.isError, post.error, notify, navigate, paths.dashboard]);

  // A restored version is the post's new current one: the form starts again from it (its new
  // updated_at is the version the conflict check compares against), and an autosaved draft of the
  // text it replaced is dropped, as the admin chose to replace that text.
  const showRestored = (restored: BlogPost) => {
    drafts?.discard(postId);
    queryClient.setQueryData(queryKeys.posts.byId(postId), restored);
  };

  if (!post.isSuccess || post.isRefetching) return <LoadingPost />;
  const continuesDraft = post.dataUpdatedAt === firstLoad.current && options.restoredValues !== undefined;
  return (
    <Stack gap="md">
      <RestoredDraftNotice message={restoredNotice} shown={continuesDraft} />
      <Group justify="flex-end">
        <PostHistory post={post.data} onRestored={showRestored} />
      </Group>
      <PostForm
        // A reloaded version (conflict "reload") starts a fresh form from the stored post, even when
        // the reload reads the version already open (a restored draft typed on an older one): keyed
        // by the read, not by updated_at, which would keep the dropped draft's text on screen.
        key={post.dataUpdatedAt}
        initialValues={valuesFromPost(post.data)}
        existing={{
          id: post.data.id,
          updatedAt: (continuesDraft && options.restoredBasedOn) || post.data.updated_at,
        }}
        onReload={() => void post.refetch()}
        // After a reload (conflict), the stored version is what the user asked for: no draft on top.
        restoredValues={post.dataUpdatedAt === firstLoad.current ? options.restoredValues : undefined}
        restoredImages={post.dataUpdatedAt === firstLoad.current ? options.restoredImages : undefined}
        restoredTags={post.dataUpdatedAt === firstLoad.current ? options.restoredTags : undefined}
        showPreview={options.showPreview}
      />
    </Stack>
  );
}

/** The blog editor: creates a post, or edits `postId`, with a live preview beside the markdown. */
export function PostEditor({ postId, restoredNotice, ...options }: PostEditorProps) {
  return (
    <Stack gap="lg">
      <Title order={1}>{postId ? 'Edit Blog Post' : 'Create New Blog Post'}</Title>
      {postId ? (
        <ExistingPostForm postId={postId} restoredNotice={restoredNotice} {...options} />
      ) : (
        <>
          {/* A new post's draft is dropped only on leaving the editor (saved or discarded). */}
          <RestoredDraftNotice message={restoredNotice} shown={options.restoredValues !== undefined} />
          <PostForm initialValues={EMPTY_POST_VALUES} {...options} />
        </>
      )}
    </Stack>
  );
}
