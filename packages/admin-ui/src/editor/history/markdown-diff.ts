import { diffLines } from 'diff';

export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

export interface MarkdownDiff {
  lines: DiffLine[];
  added: number;
  removed: number;
}

/**
 * Past this many changed lines the diff is not computed: the work grows with (length × changes),
 * and a post may hold 200,000 characters. The history then says the texts differ too much to show.
 */
export const MAX_CHANGED_LINES = 2000;

function splitLines(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop(); // the text's final newline ends a line, it does not start one
  return lines;
}

/** Every line ends with a newline, the last one too: otherwise a line that merely gained a following
 * line would read as changed ("end" and "end\n" are different lines to jsdiff). */
const withFinalNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/** The markdown `before` → `after`, line by line; null when the texts differ too much to show. */
export function diffMarkdown(before: string, after: string): MarkdownDiff | null {
  const changes = diffLines(withFinalNewline(before), withFinalNewline(after), {
    maxEditLength: MAX_CHANGED_LINES,
  });
  if (!changes) return null;
  const lines: DiffLine[] = [];
  let added = 0;
  let removed = 0;
  for (const change of changes) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    for (const text of splitLines(change.value)) lines.push({ kind, text });
    if (kind === 'added') added += change.count;
    if (kind === 'removed') removed += change.count;
  }
  return { lines, added, removed };
}
