import { useEffect, useState } from 'react';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MAX_SEARCH_LENGTH, type StatusFilter } from './list-params';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

export interface PostListFiltersProps {
  status: StatusFilter;
  search: string;
  onStatus: (status: StatusFilter) => void;
  onSearch: (search: string) => void;
}

/** The status filter and the search box (titles); the search waits for typing to pause. */
export function PostListFilters({ status, search, onStatus, onSearch }: PostListFiltersProps) {
  const [typed, setTyped] = useState(search);
  const searchLater = useDebouncedCallback(onSearch, 300);
  // The address changed under the box (back button, a link): show what is searched.
  useEffect(() => setTyped(search), [search]);
  return (
    <Group justify="space-between" align="flex-end">
      <SegmentedControl
        aria-label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => onStatus(value as StatusFilter)}
      />
      <TextInput
        type="search"
        label="Search posts"
        placeholder="Words in the title"
        maxLength={MAX_SEARCH_LENGTH}
        value={typed}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setTyped(value);
          searchLater(value.trim());
        }}
        w={280}
      />
    </Group>
  );
}
