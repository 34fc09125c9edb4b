import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { MarkdownDiff as Diff } from './markdown-diff';

const LINE: CSSProperties = {
  display: 'block',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  paddingInline: 'var(--mantine-spacing-xs)',
  textDecoration: 'none',
};
const ADDED: CSSProperties = { ...LINE, background: 'var(--mantine-color-green-light)' };
const REMOVED: CSSProperties = { ...LINE, background: 'var(--mantine-color-red-light)' };

/**
 * An inline diff: removed lines in <del>, added ones in <ins>, each with a visually hidden
 * "Removed:"/"Added:" (screen readers do not announce <ins>/<del> themselves) and a +/− sign, so
 * the change never rests on colour alone.
 */
export function MarkdownDiff({ diff, label }: { diff: Diff | null; label: string }) {
  if (!diff) return <Text c="dimmed">The texts differ too much to show line by line.</Text>;
  if (diff.added === 0 && diff.removed === 0) return <Text c="dimmed">The text is the same.</Text>;
  return (
    <Box
      role="region"
      aria-label={label}
      ff="monospace"
      fz="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
    >
      {diff.lines.map((line, index) => {
        if (line.kind === 'added') {
          return (
            <ins key={index} style={ADDED}>
              <VisuallyHidden>Added: </VisuallyHidden>
              <span aria-hidden="true">+ </span>
              {line.text}
            </ins>
          );
        }
        if (line.kind === 'removed') {
          return (
            <del key={index} style={REMOVED}>
              <VisuallyHidden>Removed: </VisuallyHidden>
              <span aria-hidden="true">− </span>
              {line.text}
            </del>
          );
        }
        return (
          <span key={index} style={LINE}>
            <span aria-hidden="true">{'  '}</span>
            {line.text}
          </span>
        );
      })}
    </Box>
  );
}
