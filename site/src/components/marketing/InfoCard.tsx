import { Card, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface InfoCardProps {
  title: ReactNode;
  /** The heading's level: 3 in a section under an h2, 2 right under the page's h1. */
  order?: 2 | 3;
  /** The heading's size: `h5` for a small card, whose heading then sits closer to its text. */
  titleSize?: 'h4' | 'h5';
  /** A ThemeIcon above the heading. */
  icon?: ReactNode;
  /** The dimmed description under the heading, if any. */
  text?: ReactNode;
  /** The space under the text, before what follows it. */
  textMb?: MantineSpacing;
  /** What follows: tags, a list, a button. */
  children?: ReactNode;
}

/** A card of a marketing page's grid: an optional icon, a heading, a description and what follows. */
export function InfoCard({
  title,
  order = 3,
  titleSize = 'h4',
  icon,
  text,
  textMb,
  children,
}: InfoCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      {icon}
      <Title order={order} size={titleSize} mb={titleSize === 'h5' ? 4 : 'xs'}>
        {title}
      </Title>
      {text !== undefined && (
        <Text size="sm" c="dimmed" mb={textMb}>
          {text}
        </Text>
      )}
      {children}
    </Card>
  );
}
