import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const EMPTY_MESSAGES = {
  filtered: 'No matching posts found',
  none: 'No blog posts yet.',
} as const;

export interface BlogEmptyStateProps {
  /** True when search or category narrowed the list to nothing. */
  filtered: boolean;
  /** Shown under the message, e.g. the admin's Create Your First Blog Post. */
  action?: ReactNode;
}

export function BlogEmptyState({ filtered, action }: BlogEmptyStateProps) {
  return (
    <Stack align="center" py="xl" gap="md">
      <Text size="lg" fw={500}>
        {filtered ? EMPTY_MESSAGES.filtered : EMPTY_MESSAGES.none}
      </Text>
      {action}
    </Stack>
  );
}
