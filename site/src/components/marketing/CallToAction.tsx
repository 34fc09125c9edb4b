import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CallToActionProps {
  /** Its h2. */
  title: ReactNode;
  /** The line under the title, if any. */
  text?: ReactNode;
  /** The text's greatest width, centred (a long line); else as wide as the box. */
  textMaw?: number;
  /** The button, or a group of buttons. */
  children: ReactNode;
}

/** The bordered, centred box that ends a marketing page: a heading, a line and its buttons. */
export function CallToAction({ title, text, textMaw, children }: CallToActionProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Title order={2} size="h3" mb={text === undefined ? 'md' : 'xs'}>
        {title}
      </Title>
      {text !== undefined && (
        <Text c="dimmed" mb="md" maw={textMaw} mx={textMaw === undefined ? undefined : 'auto'}>
          {text}
        </Text>
      )}
      {children}
    </Paper>
  );
}
