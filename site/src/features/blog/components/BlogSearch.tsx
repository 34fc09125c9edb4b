import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface BlogSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box: filters by title or excerpt as the visitor types. */
export function BlogSearch({ value, onChange }: BlogSearchProps) {
  return (
    <TextInput
      type="search"
      aria-label="Search articles"
      placeholder="Search articles..."
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
