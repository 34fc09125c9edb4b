import { Box, type BoxProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './DisclosureList.module.css';

export interface DisclosureItem {
  /** Unique within the list (a React key). */
  id: string;
  /** The always-visible line a visitor clicks (phrasing content: it sits in a `<summary>`). */
  summary: ReactNode;
  /** What opens under it. */
  content: ReactNode;
}

/**
 * Collapsible items (questions and answers, endpoints) as native `<details>`/`<summary>`, styled
 * like Mantine's "separated" Accordion (chevron, filled items, a border on the open one). The
 * browser opens them, so they work from first paint and without JavaScript; the summary is
 * focusable, opens with Enter or Space, and announces its expanded state by itself. Each item opens
 * on its own (several may be open at once).
 */
export function DisclosureList({ items, ...props }: BoxProps & { items: readonly DisclosureItem[] }) {
  return (
    <Box {...props}>
      {items.map((item) => (
        <details key={item.id} className={classes.item}>
          <summary className={classes.summary}>
            <span className={classes.label}>{item.summary}</span>
            <IconChevronDown className={classes.chevron} size={16} aria-hidden />
          </summary>
          <div className={classes.content}>{item.content}</div>
        </details>
      ))}
    </Box>
  );
}
