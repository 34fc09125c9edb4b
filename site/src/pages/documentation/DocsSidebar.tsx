import { Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { docsSidebar } from '../../content/documentation';

/** The documentation sidebar; the search box filters the topic list (spec: static, search not wired). */
export function DocsSidebar() {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const groups = docsSidebar
    .map((group) => ({ ...group, items: group.items.filter((item) => item.toLowerCase().includes(needle)) }))
    .filter((group) => group.items.length > 0);

  return (
    <nav aria-label="Documentation topics">
      <Stack gap="md">
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder="Filter topics"
          aria-label="Filter documentation topics"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        {groups.length === 0 && (
          <Text size="sm" c="dimmed" role="status">
            No topics match “{query}”.
          </Text>
        )}
        {groups.map((group) => (
          <div key={group.group}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
              {group.group}
            </Text>
            <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.items.map((item) => (
                <Text key={item} component="li" size="sm">
                  {item}
                </Text>
              ))}
            </Stack>
          </div>
        ))}
      </Stack>
    </nav>
  );
}
