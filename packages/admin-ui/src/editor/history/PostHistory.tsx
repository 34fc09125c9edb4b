import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { BlogPost, PostRevision } from '@parley/shared/supabase';
import { usePostRevisions, useRestoreRevision } from '../../api/post-revisions';
import { useAdminHost } from '../../host/AdminHost';
import { formatWithZone } from '../../publishing/local-time';
import { HISTORY_MESSAGES } from './history-messages';
import { diffMarkdown } from './markdown-diff';
import { MarkdownDiff } from './MarkdownDiff';
import { RevisionEntry } from './RevisionEntry';
import { summarizeChange } from './revision-summary';

export interface PostHistoryProps {
  /** The post as stored now: the "current text" revisions are compared with. */
  post: BlogPost;
  /** The post after a restore (its new current version). */
  onRestored: (post: BlogPost) => void;
}

/** Each version's summary: what the save after it changed (the next version is newer in the list). */
function summaries(revisions: readonly PostRevision[], post: BlogPost): string[] {
  return revisions.map((revision, index) => {
    const next = index === 0 ? post : revisions[index - 1]!;
    const lines = revision.changed_fields.includes('content')
      ? diffMarkdown(revision.content, next.content)
      : null;
    return summarizeChange(revision.changed_fields, lines);
  });
}

function Comparison({ revision, post }: { revision: PostRevision; post: BlogPost }) {
  const diff = useMemo(() => diffMarkdown(revision.content, post.content), [revision.content, post.content]);
  const when = formatWithZone(revision.saved_at);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        The version of {when} → the current text
      </Title>
      {revision.title !== post.title && (
        <Text size="sm">
          Title then: <del>{revision.title}</del>, now: <ins>{post.title}</ins>
        </Text>
      )}
      <MarkdownDiff diff={diff} label={`Changes from the version of ${when} to the current text`} />
    </Stack>
  );
}

function RevisionList({ post, onRestored }: PostHistoryProps) {
  const { confirm, notify } = useAdminHost();
  const revisions = usePostRevisions(post.id, true);
  const restore = useRestoreRevision();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Every page loaded so far, as one list: an entry at the top of a page compares with the last of the
  // page before it.
  const pages = revisions.data?.pages;
  const list = useMemo(() => pages?.flatMap((page) => page.revisions), [pages]);
  const lines = useMemo(() => (list ? summaries(list, post) : []), [list, post]);

  if (revisions.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{HISTORY_MESSAGES.loading}</Text>
      </Group>
    );
  }
  // No list to show (a failed first page); a failed older page keeps the list (below).
  if (!list) {
    return (
      <Alert color="red" role="alert">
        {HISTORY_MESSAGES.loadFailed}
      </Alert>
    );
  }
  if (list.length === 0) return <Text>{HISTORY_MESSAGES.empty}</Text>;

  const selected = list.find((revision) => revision.id === selectedId);
  const restoreSelected = async (revision: PostRevision) => {
    if (!(await confirm(HISTORY_MESSAGES.confirmRestore))) return;
    try {
      const restored = await restore.mutateAsync(revision.id);
      notify({ kind: 'success', message: HISTORY_MESSAGES.restored });
      onRestored(restored);
    } catch {
      notify({ kind: 'error', message: HISTORY_MESSAGES.restoreFailed });
    }
  };

  return (
    <Stack>
      {selected && (
        <Stack gap="sm">
          <Comparison revision={selected} post={post} />
          <Group justify="flex-end">
            <Button loading={restore.isPending} onClick={() => void restoreSelected(selected)}>
              Restore this version
            </Button>
          </Group>
        </Stack>
      )}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Saved versions">
        {list.map((revision, index) => (
          <RevisionEntry
            key={revision.id}
            revision={revision}
            summary={lines[index]!}
            selected={revision.id === selectedId}
            onSelect={() => setSelectedId(revision.id)}
          />
        ))}
      </Stack>
      {revisions.isFetchNextPageError && (
        <Alert color="red" role="alert">
          {HISTORY_MESSAGES.loadOlderFailed}
        </Alert>
      )}
      {revisions.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={revisions.isFetchingNextPage}
            onClick={() => void revisions.fetchNextPage({ cancelRefetch: false })}
          >
            {HISTORY_MESSAGES.showOlder}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The editor's History: the saved versions, newest first, in pages ("Show older versions"), a diff
 * against the current text, and Restore.
 */
export function PostHistory(props: PostHistoryProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        History
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="xl"
        title={HISTORY_MESSAGES.title}
        closeButtonProps={{ 'aria-label': 'Close the history' }}
      >
        {opened && (
          <RevisionList
            {...props}
            onRestored={(post) => {
              setOpened(false);
              props.onRestored(post);
            }}
          />
        )}
      </Drawer>
    </>
  );
}
