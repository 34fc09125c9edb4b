import { memo } from 'react';
import { Select } from '@mantine/core';
import { AUTHOR_MESSAGES } from '../../authors/author-messages';
import { useAuthorProfiles } from '../../authors/use-authors';

export interface AuthorSelectProps {
  /** The author's user id; '' for the creator (a new post) or no author (a stored one). */
  value: string;
  error?: React.ReactNode;
  onChange: (authorId: string) => void;
}

/**
 * The post's author: any admin with a profile (the database refuses anyone else). A stored author
 * without a profile stays selectable as it is, so opening and saving a post never changes its author.
 */
export const AuthorSelect = memo(function AuthorSelect({ value, error, onChange }: AuthorSelectProps) {
  const { data: profiles, isError } = useAuthorProfiles();
  const options = [
    { value: '', label: AUTHOR_MESSAGES.authorCreator },
    ...(profiles ?? []).map((profile) => ({ value: profile.user_id, label: profile.name })),
  ];
  if (value && profiles && !profiles.some((profile) => profile.user_id === value)) {
    options.push({ value, label: AUTHOR_MESSAGES.authorWithoutProfile });
  }
  return (
    <Select
      label={AUTHOR_MESSAGES.authorLabel}
      data={options}
      value={value}
      allowDeselect={false}
      error={error ?? (isError ? AUTHOR_MESSAGES.authorsLoadFailed : undefined)}
      onChange={(next) => onChange(next ?? '')}
    />
  );
});
