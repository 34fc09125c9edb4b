import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { type BlogPostFormValues } from '@parley/shared/validation';
import { useSavePost } from '../api/save-post';
import { useAdminHost, type PendingImage } from '../host/AdminHost';
import { ConflictModal } from './ConflictModal';
import { ContentPreview } from './ContentPreview';
import { CoverImageField } from './CoverImageField';
import { EditorImageUpload } from './EditorImageUpload';
import { MarkdownField } from './MarkdownField';
import { NewsletterSendPanel } from '../newsletter/NewsletterSendPanel';
import { PostDetailsFields, type PostDetails } from './PostDetailsFields';
import { PostTagsField } from './PostTagsField';
import { usePostTags } from './use-post-tags';
import { randomUuid } from './random-uuid';
import type { PostFormValues } from './post-form-values';
import { PublishControl } from './PublishControl';
import { PostAuthorSeoFields } from './author-seo/PostAuthorSeoFields';
import { useContentAfterPaint } from './use-content-after-paint';
import { useDraftAutosave } from './use-draft-autosave';
import { useLeaveGuard } from './use-leave-guard';
import { usePendingImages } from './use-pending-images';
import { usePostForm } from './use-post-form';
import { usePublishControl } from './use-publish-control';
import { useStableHandler } from './use-stable-handler';
import { submitPost } from './submit-post';

export interface PostFormProps {
  initialValues: PostFormValues;
  /** The post being edited and the version opened; absent when creating. */
  existing?: { id: string; updatedAt: string };
  /** Loads the post again (the conflict dialog's "reload"). */
  onReload?: () => void;
  /** Unsaved values to continue from (a recovered draft): the form opens with them, unsaved. */
  restoredValues?: PostFormValues;
  /** Pictures the recovered draft was still waiting to upload. */
  restoredImages?: PendingImage[];
  /** The recovered draft's tags (null or absent: the post's stored tags). */
  restoredTags?: string[] | null;
  /** Shows the live preview beside the markdown (default); hidden, the editor takes the width. */
  showPreview?: boolean;
}

export function PostForm({
  initialValues,
  existing,
  onReload,
  restoredValues,
  restoredImages,
  restoredTags,
  showPreview = true,
}: PostFormProps) {
  const { paths, notify, drafts, registerSave, navigation } = useAdminHost();
  const navigate = navigation.useNavigate();
  const isEditing = existing !== undefined;
  const { form, changeTitle, changeSlug } = usePostForm(initialValues, isEditing);
  const publish = usePublishControl(
    initialValues.published_at,
    (restoredValues ?? initialValues).published_at,
    (publishedAt) => form.setFieldValue('published_at', publishedAt),
  );
  const save = useSavePost();
  const tags = usePostTags(existing?.id, restoredTags);
  const [conflict, setConflict] = useState(false);
  // Where saves go on from once a save told otherwise: the version this editor wrote when a save
  // half-succeeded (the post, not its tags), or null when the post was deleted meanwhile (create).
  const [continued, setContinued] = useState<{ from: { id: string; updatedAt: string } | null }>();
  const saveTarget = continued ? (continued.from ?? undefined) : existing;
  // Images are stored under the post's id: a new post gets its id now, inserted at the first save.
  const [createdId] = useState(randomUuid);
  const postId = existing?.id ?? createdId;
  const draftKey = existing?.id ?? 'new';
  const discardDraft = useCallback(() => drafts?.discard(draftKey), [drafts, draftKey]);
  // Typing reaches the form after each keystroke's frame; pictures change the content at once.
  const content = useContentAfterPaint(
    (value) => form.setFieldValue('content', value),
    () => form.getValues().content,
  );
  const dirty = (form.isDirty() || tags.dirty) && !save.isSuccess;
  const { allowLeaving } = useLeaveGuard(dirty, discardDraft, content.hasPending);
  const pending = usePendingImages({
    postId,
    restored: restoredImages,
    getContent: content.latest,
    setContent: content.write,
  });
  useDraftAutosave(draftKey, form.values, dirty, pending.images, tags.value, existing?.updatedAt);

  // A recovered draft: the stored post (or the empty form) stays the baseline, so it reads as unsaved.
  useEffect(() => {
    if (restoredValues) form.setValues(restoredValues);
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const formRef = useRef<HTMLFormElement>(null);

  // Stable handlers for the memoised parts: a keystroke in the content re-renders only the content's
  // editor and what follows it, which keeps typing fluid on a long post.
  const changeDetail = useStableHandler((field: keyof PostDetails, value: string) => {
    if (field === 'title') changeTitle(value);
    else if (field === 'slug') changeSlug(value);
    else form.setFieldValue(field, value);
  });
  const setCover = useStableHandler((url: string) => form.setFieldValue('cover_image', url));
  const closeConflict = useStableHandler(() => setConflict(false));
  const reloadTheirs = useStableHandler(() => {
    setConflict(false);
    // The dialog says "your changes here are lost": a kept draft of them would come back next time.
    discardDraft();
    allowLeaving();
    onReload?.();
  });
  const overwrite = useStableHandler(() => {
    content.flush();
    void submit(form.getValues(), true);
  });
  const cancel = useStableHandler(() => void navigate(paths.dashboard));

  // Ctrl/Cmd+S saves from anywhere, the content editor included; so does the shell's save command.
  const requestSave = useStableHandler(() => formRef.current?.requestSubmit());
  useHotkeys([['mod+S', requestSave]], []);
  useEffect(() => registerSave?.(requestSave), [registerSave, requestSave]);

  const submit = async (values: BlogPostFormValues, overwrite = false) => {
    if (save.isPending) return;
    await submitPost(
      {
        values,
        existing: saveTarget,
        // A post deleted meanwhile is created again under its own id: its pictures' folder is its.
        createdId: postId,
        overwrite,
        pendingImages: pending.images.length,
        // The publication is decided now: "Publish now" means the moment of saving.
        resolvePublication: () => publish.resolve(new Date()),
        tags,
      },
      {
        mutate: save.mutateAsync,
        notify,
        setFieldError: form.setFieldError,
        setErrors: form.setErrors,
        setConflict,
        continueFrom: (from) => setContinued({ from }),
        discardDraft,
        allowLeaving,
        goToDashboard: () => void navigate(paths.dashboard),
      },
    );
  };

  const saving = save.isPending;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // The last keystroke may still be on its way to the form: what is saved is what is shown.
        content.flush();
        form.onSubmit((values) => void submit(values))(event);
      }}
    >
      <Stack gap="md">
        <PostDetailsFields
          title={form.values.title}
          slug={form.values.slug}
          category={form.values.category}
          excerpt={form.values.excerpt}
          titleError={form.errors.title}
          slugError={form.errors.slug}
          categoryError={form.errors.category}
          excerptError={form.errors.excerpt}
          onChange={changeDetail}
        />
        <PostTagsField
          value={tags.value}
          onChange={tags.onChange}
          error={tags.problem}
          disabled={!tags.loaded}
        />
        <SimpleGrid cols={{ base: 1, lg: showPreview ? 2 : 1 }} spacing="md">
          <EditorImageUpload
            postId={postId}
            textareaId="post-content"
            getContent={content.latest}
            onChange={content.write}
            onKeepOffline={drafts ? pending.add : undefined}
          >
            <MarkdownField
              id="post-content"
              value={form.values.content}
              onChange={content.type}
              error={form.errors.content}
            />
          </EditorImageUpload>
          {showPreview && <ContentPreview content={form.values.content} />}
        </SimpleGrid>
        <CoverImageField
          postId={postId}
          value={form.values.cover_image}
          error={form.errors.cover_image}
          onChange={setCover}
        />
        <PostAuthorSeoFields
          form={form}
          postId={postId}
          stored={existing && { publishedAt: initialValues.published_at }}
        />
        <PublishControl
          choice={publish.choice}
          error={publish.error}
          storedPublishedAt={publish.storedPublishedAt}
          change={publish.change}
          isEditing={isEditing}
        />
        <PostFormActions saving={saving} isEditing={saveTarget !== undefined} onCancel={cancel} />
        {existing && (
          <NewsletterSendPanel postId={existing.id} stored={initialValues} dirty={form.isDirty()} />
        )}
      </Stack>
      <ConflictModal
        opened={conflict}
        busy={saving}
        onClose={closeConflict}
        onReload={reloadTheirs}
        onOverwrite={overwrite}
      />
    </form>
  );
}

/** Cancel and the save button. */
const PostFormActions = memo(function PostFormActions({
  saving,
  isEditing,
  onCancel,
}: {
  saving: boolean;
  isEditing: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : isEditing ? 'Update Post' : 'Create Post'}
      </Button>
    </Group>
  );
});
