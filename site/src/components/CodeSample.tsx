import { Code, Paper, Text } from '@mantine/core';

/**
 * A labelled code sample. Long lines scroll inside the box, so a 375 px screen never scrolls sideways.
 * Shared by the features, documentation and API documentation pages.
 */
export function CodeSample({ label, code }: { label: string; code: string }) {
  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden', minWidth: 0 }}>
      <Text
        size="xs"
        c="dimmed"
        px="md"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {label}
      </Text>
      <Code
        block
        tabIndex={0}
        aria-label={label}
        style={{ overflowX: 'auto', whiteSpace: 'pre', borderRadius: 0, maxWidth: '100%' }}
      >
        {code}
      </Code>
    </Paper>
  );
}
