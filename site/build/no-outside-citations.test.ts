// @vitest-environment node
// The product's rules live in this repository (docs/routes.md, docs/messages.md, docs/roles.md,
// docs/product-rules.md, packages/local-supabase/README.md). A comment that cites a numbered section
// of a document kept outside it ("spec", "decisions", "contract", followed by a section sign and a
// number) sends readers to something they cannot open: state the rule, or point at those files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Built from an escape, so this file does not match itself.
const SECTION = '\u00a7';
/** "spec", "decisions" or "contract" (also "spec's"), then within a few words a section sign and a number. */
const OUTSIDE_CITATION = new RegExp(
  `\\b(?:spec|decisions|contract)(?:'s)?\\b[^${SECTION}\\n]{0,40}${SECTION}\\s*\\d`,
  'i',
);

/** `path:line: text` for every line of `text` that cites a section of an outside document. */
function outsideCitations(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (OUTSIDE_CITATION.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : []));
}

/** Every file git tracks, plus new ones it would track (not ignored). */
function repositoryFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listing.split('\0').filter(Boolean))];
}

function readText(path: string): string | null {
  try {
    const text = readFileSync(join(repoRoot, path), 'utf8');
    return text.includes('\0') ? null : text; // binary
  } catch {
    return null; // listed but deleted in the working tree
  }
}

describe('citations of documents outside the repository', () => {
  it('recognises the shapes that used to be cited', () => {
    for (const line of [
      `/** The route table of spec ${SECTION}2. */`,
      `// Spec ${SECTION}8's list helper`,
      `/** the spec's own wording (${SECTION}5) where it gives one */`,
      `-- Leads (decisions ${SECTION}5): what visitors leave`,
      `/** PostgREST's mapping (backend contract ${SECTION}2.10). */`,
    ]) {
      expect(outsideCitations('probe.ts', line), line).toHaveLength(1);
    }
    expect(outsideCitations('probe.ts', `Terms ${SECTION} 5 apply; see the spec in docs/`)).toEqual([]);
  });

  it('finds none in the repository', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((path) => {
      const text = readText(path);
      return text === null ? [] : outsideCitations(path, text);
    });
    expect(offenders, 'state the rule in the comment, or point at docs/ (see docs/product-rules.md)').toEqual(
      [],
    );
  });
});
