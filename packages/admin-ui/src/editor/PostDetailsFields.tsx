import { memo, type ReactNode } from 'react';
import { Textarea, TextInput } from '@mantine/core';

export interface PostDetails {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
}

export interface PostDetailsFieldsProps extends PostDetails {
  titleError: ReactNode;
  slugError: ReactNode;
  categoryError: ReactNode;
  excerptError: ReactNode;
  /** Stable across renders (the fields are memoised: typing in the content never re-renders them). */
  onChange: (field: keyof PostDetails, value: string) => void;
}

/** Title, Slug, Category and Excerpt. */
export const PostDetailsFields = memo(function PostDetailsFields({
  title,
  slug,
  category,
  excerpt,
  titleError,
  slugError,
  categoryError,
  excerptError,
  onChange,
}: PostDetailsFieldsProps) {
  return (
    <>
      <TextInput
        label="Title"
        withAsterisk
        value={title}
        error={titleError}
        onChange={(event) => onChange('title', event.currentTarget.value)}
      />
      <TextInput
        label="Slug"
        withAsterisk
        value={slug}
        error={slugError}
        onChange={(event) => onChange('slug', event.currentTarget.value)}
      />
      <TextInput
        label="Category"
        withAsterisk
        value={category}
        error={categoryError}
        onChange={(event) => onChange('category', event.currentTarget.value)}
      />
      <Textarea
        label="Excerpt"
        withAsterisk
        rows={3}
        value={excerpt}
        error={excerptError}
        onChange={(event) => onChange('excerpt', event.currentTarget.value)}
      />
    </>
  );
});
