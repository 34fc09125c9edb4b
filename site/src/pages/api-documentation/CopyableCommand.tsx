import { Button, Code, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export const COPY_LABELS = {
  copy: 'Copy',
  copied: 'Copied',
  selected: 'Selected: press Ctrl+C (⌘C) to copy',
} as const;

/**
 * A command to copy: plain selectable text from the server's HTML, and a Copy button enabled once the
 * page has hydrated (before that a click could do nothing). Where the clipboard is unavailable (a
 * page served over http to another host), the button selects the text for the reader to copy.
 */
export function CopyableCommand({ label, command }: { label: string; command: string }) {
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<keyof typeof COPY_LABELS>('copy');
  const text = useRef<HTMLPreElement>(null);
  useEffect(() => setHydrated(true), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(command);
      setState('copied');
    } catch {
      const selection = window.getSelection();
      if (text.current && selection) {
        selection.selectAllChildren(text.current);
        setState('selected');
      }
    }
  }

  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden', minWidth: 0 }}>
      <Group
        justify="space-between"
        px="md"
        py={4}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Button size="compact-xs" variant="light" disabled={!hydrated} onClick={copy} aria-live="polite">
          {COPY_LABELS[state]}
        </Button>
      </Group>
      <Code
        block
        ref={text}
        tabIndex={0}
        aria-label={label}
        style={{ overflowX: 'auto', whiteSpace: 'pre', borderRadius: 0, maxWidth: '100%' }}
      >
        {command}
      </Code>
    </Paper>
  );
}
