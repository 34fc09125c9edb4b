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

const FIELDS: { field: keyof PostDetails; label: string; multiline?: boolean }[] = [
  { field: 'title', label: 'Title' },
  { field: 'slug', label: 'Slug' },
  { field: 'category', label: 'Category' },
  { field: 'excerpt', label: 'Excerpt', multiline: true },
];

/** Title, Slug, Category and Excerpt, each required. */
export const PostDetailsFields = memo(function PostDetailsFields(props: PostDetailsFieldsProps) {
  return FIELDS.map(({ field, label, multiline }) => {
    const Input = multiline ? Textarea : TextInput;
    return (
      <Input
        key={field}
        label={label}
        withAsterisk
        {...(multiline ? { rows: 3 } : {})}
        value={props[field]}
        error={props[`${field}Error`]}
        onChange={(event) => props.onChange(field, event.currentTarget.value)}
      />
    );
  });
});
