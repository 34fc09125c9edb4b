import { Stack, Text } from '@mantine/core';
import type { TopicGroup } from './filter-topics';

/** A side navigation's topics: each group's name, then its topics as a plain list. */
export function TopicList({ groups }: { groups: readonly TopicGroup[] }) {
  return groups.map((group) => (
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
  ));
}
