import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Draft } from '../../../shared/ipc-contract';
import { bridge } from '../lib/bridge';
import { studioLinks, studioPaths } from '../paths';

/**
 * After a crash or a quit with unsaved edits, the autosaved drafts are offered back once per start:
 * Restore opens the editor with the draft, Discard deletes it.
 */
export function DraftsRecovery() {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const navigate = useNavigate();
  useEffect(() => {
    void bridge().drafts.list().then(setDrafts);
  }, []);
  if (drafts.length === 0) return null;

  const discard = async (key: string) => {
    await bridge().drafts.discard(key);
    setDrafts((list) => list.filter((d) => d.key !== key));
  };
  const restore = (draft: Draft) => {
    setDrafts((list) => list.filter((d) => d.key !== draft.key));
    navigate(draft.key === 'new' ? studioPaths.newPost : studioLinks.editPost(draft.key), {
      state: { restoreDraft: draft },
    });
  };

  return (
    <Alert color="yellow" title="Unsaved edits were recovered" mb="md">
      {drafts.map((draft) => (
        <Group key={draft.key} justify="space-between" py={4}>
          <Text size="sm">
            {draft.title || 'Untitled post'} — autosaved {new Date(draft.savedAt).toLocaleString()}
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => restore(draft)}>
              Restore
            </Button>
            <Button size="xs" variant="subtle" onClick={() => void discard(draft.key)}>
              Discard
            </Button>
          </Group>
        </Group>
      ))}
    </Alert>
  );
}
