import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PostRevision } from '@parley/shared/supabase';
import { formatWithZone } from '../../publishing/local-time';
import { timeAgo } from './relative-time';

export interface RevisionEntryProps {
  revision: PostRevision;
  /** What the save that replaced this version changed. */
  summary: string;
  selected: boolean;
  onSelect: () => void;
}

/** One saved version in the history: who saved it, when, and what the next save changed. */
export function RevisionEntry({ revision, summary, selected, onSelect }: RevisionEntryProps) {
  const who = revision.saved_by_email ?? 'an admin';
  return (
    <Paper withBorder p="sm" component="li" bg={selected ? 'var(--mantine-color-default-hover)' : undefined}>
      <Stack gap={4}>
        <Text fw={600}>{revision.title}</Text>
        <Text size="sm">
          Saved by {who},{' '}
          <time dateTime={revision.saved_at} title={formatWithZone(revision.saved_at)}>
            {timeAgo(revision.saved_at, new Date())}
          </time>{' '}
          ({formatWithZone(revision.saved_at)})
        </Text>
        <Text size="sm" c="dimmed">
          Next save: {summary}
        </Text>
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            variant={selected ? 'filled' : 'light'}
            aria-pressed={selected}
            onClick={onSelect}
            aria-label={`Compare the version saved ${formatWithZone(revision.saved_at)} with the current text`}
          >
            Compare
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
