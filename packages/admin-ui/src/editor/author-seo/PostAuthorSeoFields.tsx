import { useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useAdminHost } from '../../host/AdminHost';
import type { PostFormValues } from '../post-form-values';
import { useStableHandler } from '../use-stable-handler';
import { AuthorSelect } from './AuthorSelect';
import { SearchSocialFields } from './SearchSocialFields';
import { SharePreview } from './SharePreview';

export interface PostAuthorSeoFieldsProps {
  form: UseFormReturnType<PostFormValues>;
  postId: string;
  /** The stored post (absent while creating): Share preview needs it saved. */
  stored?: { publishedAt: string | null };
}

/**
 * Issue #34's part of the editor: the author, the search and social fields with their previews, and
 * Share preview. The memoised parts get objects that change only with their own fields, so a
 * keystroke in the content never re-renders them.
 */
export function PostAuthorSeoFields({ form, postId, stored }: PostAuthorSeoFieldsProps) {
  const { paths } = useAdminHost();
  const { title, excerpt, cover_image, slug, meta_title, meta_description, social_image, canonical_url } =
    form.values;
  const { meta_title: e1, meta_description: e2, social_image: e3, canonical_url: e4 } = form.errors;
  const values = useMemo(
    () => ({ meta_title, meta_description, social_image, canonical_url }),
    [meta_title, meta_description, social_image, canonical_url],
  );
  const errors = useMemo(
    () => ({ meta_title: e1, meta_description: e2, social_image: e3, canonical_url: e4 }),
    [e1, e2, e3, e4],
  );
  const defaults = useMemo(() => ({ title, excerpt, cover: cover_image }), [title, excerpt, cover_image]);
  const change = useStableHandler((field: keyof PostFormValues, value: string) =>
    form.setFieldValue(field, value),
  );
  const changeAuthor = useStableHandler((authorId: string) => form.setFieldValue('author_id', authorId));
  // When the editor opened: a scheduled post is shareable until its time.
  const [openedAt] = useState(Date.now);
  const shareable =
    stored !== undefined && (stored.publishedAt === null || Date.parse(stored.publishedAt) > openedAt);
  return (
    <Stack gap="lg">
      <AuthorSelect value={form.values.author_id} error={form.errors.author_id} onChange={changeAuthor} />
      <SearchSocialFields
        values={values}
        errors={errors}
        defaults={defaults}
        url={paths.publicPost(slug || 'your-post')}
        onChange={change}
      />
      {stored !== undefined && <SharePreview postId={postId} shareable={shareable} />}
    </Stack>
  );
}
