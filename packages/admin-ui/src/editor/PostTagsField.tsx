import { TagsInput } from '@mantine/core';
import { MAX_TAGS_PER_POST } from '@parley/shared/posts';
import { postQueries } from '@parley/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useAdminHost } from '../host/AdminHost';

export interface PostTagsFieldProps {
  value: string[];
  onChange: (names: string[]) => void;
  error: string | null;
  disabled?: boolean;
}

/**
 * A post's tags: typed (Enter or a comma adds one), with autocomplete over the existing tags; a new
 * name becomes a tag when the post is saved (docs/product-rules.md#tags).
 */
export const PostTagsField = memo(function PostTagsField({
  value,
  onChange,
  error,
  disabled,
}: PostTagsFieldProps) {
  const { supabase } = useAdminHost();
  const { data: tags } = useQuery(postQueries.adminTags(supabase));
  return (
    <TagsInput
      label="Tags"
      description={`Up to ${MAX_TAGS_PER_POST}; press Enter or type a comma after each.`}
      placeholder="Add a tag"
      data={tags?.map((tag) => tag.name) ?? []}
      value={value}
      onChange={onChange}
      splitChars={[',']}
      maxTags={MAX_TAGS_PER_POST}
      clearable
      error={error}
      disabled={disabled}
    />
  );
});
