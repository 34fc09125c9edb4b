import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Ref } from 'react';
import { CATEGORY_PARAM, MAX_FILTER_LENGTH, SEARCH_PARAM } from '../lib/post-filters-query';

export interface BlogSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** The category to keep when the form is sent with this box (Enter, or the Search button). */
  category: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The search box (title or excerpt) of the blog's filter form. Its Search button is the form's
 * default button, so Enter sends `q` with the current category: before the page's scripts run,
 * the server renders the filtered list; after, the list already follows the box as the visitor types.
 */
export function BlogSearch({ value, onChange, category, inputRef }: BlogSearchProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        ref={inputRef}
        style={{ flex: 1 }}
        type="search"
        name={SEARCH_PARAM}
        maxLength={MAX_FILTER_LENGTH}
        aria-label="Search articles"
        placeholder="Search articles..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Button type="submit" variant="default" name={CATEGORY_PARAM} value={category}>
        Search
      </Button>
    </Group>
  );
}
