import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeroProps {
  /** The page's h1. */
  title: ReactNode;
  /** The lead paragraph under it. */
  lead: ReactNode;
  /** The space between title, lead and actions: `md` where buttons follow. */
  gap?: 'sm' | 'md';
  /** Centred, with a narrower lead (/pricing); else aligned to the start. */
  centered?: boolean;
  /** What follows the lead: the page's calls to action. */
  children?: ReactNode;
}

/** A marketing page's header: the h1 and a large dimmed lead, then optionally its buttons. */
export function PageHero({ title, lead, gap = 'sm', centered = false, children }: PageHeroProps) {
  return (
    <Stack gap={gap} align={centered ? 'center' : 'flex-start'} ta={centered ? 'center' : undefined}>
      <Title order={1}>{title}</Title>
      <Text size="lg" c="dimmed" maw={centered ? 640 : 720}>
        {lead}
      </Text>
      {children}
    </Stack>
  );
}

interface PageHeadingProps {
  /** The page's h1. */
  title: ReactNode;
  /** The line under it. */
  subtitle: ReactNode;
  /** The subtitle's greatest width, where more text follows it (/playground). */
  subtitleMaw?: number;
  /** What follows the subtitle. */
  children?: ReactNode;
}

/** The compact header of a page that gets to its content at once (tabs, a list): h1 and a dimmed line. */
export function PageHeading({ title, subtitle, subtitleMaw, children }: PageHeadingProps) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="xs" maw={subtitleMaw}>
        {subtitle}
      </Text>
      {children}
    </div>
  );
}
