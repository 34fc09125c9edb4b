import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { deleteTag, mergeTags, renameTag, type AdminTag } from '@parley/shared/posts';
import { postQueries } from '@parley/shared/queries';
import { blogTagPath } from '@parley/shared/site-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { invalidatePosts } from '../api/invalidate-posts';
import { useAdminHost } from '../host/AdminHost';
import { TAG_MESSAGES } from './tag-messages';
import { tagNamesProblem } from './tag-names';

type Action = { kind: 'rename' | 'merge' | 'delete'; tag: AdminTag };

/**
 * The admins' tags (docs/product-rules.md#tags): each with how many posts carry it; rename (its old
 * address keeps working), merge into another tag, delete (the count is shown before it is done).
 */
export function TagManager() {
  const { supabase } = useAdminHost();
  const { status, data: tags } = useQuery(postQueries.adminTags(supabase));
  const [action, setAction] = useState<Action | null>(null);
  // The button that opened the dialog: the dialog unmounts with its action, so Mantine's own return
  // of the focus never runs, and a keyboard admin was left on the page's start after Escape.
  const opener = useRef<HTMLElement | null>(null);
  const closeAction = () => {
    setAction(null);
    setTimeout(() => opener.current?.focus(), 0);
  };

  return (
    <Stack gap="md">
      <Title order={1}>Tags</Title>
      {status === 'pending' && <Loader aria-label="Loading tags" />}
      {status === 'error' && <Alert color="red">{TAG_MESSAGES.loadFailed}</Alert>}
      {tags?.length === 0 && <Text c="dimmed">{TAG_MESSAGES.none}</Text>}
      {tags && tags.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tag</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Posts</Table.Th>
              <Table.Th>Published</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tags.map((tag) => (
              <Table.Tr key={tag.id}>
                <Table.Td>{tag.name}</Table.Td>
                <Table.Td>{blogTagPath(tag.slug)}</Table.Td>
                <Table.Td>{tag.post_count}</Table.Td>
                <Table.Td>{tag.published_count}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {(['rename', 'merge', 'delete'] as const).map((kind) => (
                      <Button
                        key={kind}
                        size="xs"
                        variant={kind === 'delete' ? 'light' : 'default'}
                        color={kind === 'delete' ? 'red' : undefined}
                        onClick={(event) => {
                          opener.current = event.currentTarget;
                          setAction({ kind, tag });
                        }}
                        aria-label={`${kind[0]!.toUpperCase()}${kind.slice(1)} ${tag.name}`}
                      >
                        {kind[0]!.toUpperCase() + kind.slice(1)}
                      </Button>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {action && <TagActionModal action={action} tags={tags ?? []} onClose={closeAction} />}
    </Stack>
  );
}

function TagActionModal({
  action,
  tags,
  onClose,
}: {
  action: Action;
  tags: AdminTag[];
  onClose: () => void;
}) {
  const { supabase, notify } = useAdminHost();
  const queryClient = useQueryClient();
  const { tag } = action;
  const [name, setName] = useState(tag.name);
  const [target, setTarget] = useState<string | null>(null);
  const problem = action.kind === 'rename' ? tagNamesProblem([name.trim()]) : null;
  const run = useMutation({
    mutationFn: async (): Promise<string> => {
      if (action.kind === 'rename') {
        await renameTag(supabase, tag.id, name);
        return TAG_MESSAGES.renamed;
      }
      if (action.kind === 'merge') return TAG_MESSAGES.merged(await mergeTags(supabase, tag.id, target!));
      await deleteTag(supabase, tag.id);
      return TAG_MESSAGES.deleted;
    },
    onSuccess: (message) => {
      notify({ kind: 'success', message });
      void invalidatePosts(queryClient);
      onClose();
    },
    onError: () =>
      notify({
        kind: 'error',
        message:
          action.kind === 'rename'
            ? TAG_MESSAGES.renameFailed
            : action.kind === 'merge'
              ? TAG_MESSAGES.mergeFailed
              : TAG_MESSAGES.deleteFailed,
      }),
  });
  const title = { rename: 'Rename tag', merge: 'Merge tag', delete: 'Delete tag' }[action.kind];
  const ready =
    action.kind === 'rename' ? !problem && name.trim() !== '' : action.kind === 'merge' ? !!target : true;
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="md">
        {action.kind === 'rename' && (
          <TextInput
            label="New name"
            description="Its address follows the name; the old address keeps working."
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={name.trim() === '' ? undefined : problem}
            maxLength={80}
          />
        )}
        {action.kind === 'merge' && (
          <Select
            label={`Move the posts of “${tag.name}” to`}
            data={tags
              .filter((other) => other.id !== tag.id)
              .map((other) => ({ value: other.id, label: other.name }))}
            value={target}
            onChange={setTarget}
            searchable
          />
        )}
        {action.kind === 'delete' && (
          <Text>{TAG_MESSAGES.confirmDelete(tag.name, tag.post_count, tag.published_count)}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={run.isPending}>
            Cancel
          </Button>
          <Button
            color={action.kind === 'delete' ? 'red' : undefined}
            onClick={() => run.mutate()}
            disabled={!ready}
            loading={run.isPending}
          >
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
