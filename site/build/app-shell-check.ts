import { relative, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { CHUNK_GROUPS, type ChunkGroup } from './chunk-groups.ts';
import { chunkClosure } from './list-app-chunks.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The chunks, by group name (build/chunk-groups.ts), that the application shell (src/app/start.tsx
 * and everything it imports statically: what the browser entry loads before any route) must load
 * as: React, and the rest of the application. One chunk more is one request more before any page
 * works, and a browser opens only six connections to a host.
 */
export const SHELL_CHUNK_NAMES: readonly string[] = ['react', 'app'];

/** A module's id as a message names it: from the repository's root, with forward slashes. */
function shown(id: string, root: string): string {
  return (id.startsWith('\0') ? id.slice(1) : relative(root, id)).split(sep).join('/');
}

/**
 * Why the shell does not load as exactly `SHELL_CHUNK_NAMES`, each chunk holding only modules its
 * group names; `undefined` when it does. A module the shell newly imports that no group names
 * shows in one of three ways, each named in the message:
 * - it becomes a chunk of its own (or one it shares with pages), which the application imports;
 * - the bundler puts it in the application's chunk anyway, and may then wrap the application behind
 *   a facade chunk (`start-*.js`) that imports it: one request more before the application runs;
 * - or both.
 * The chunks the entry itself imports (the bundler's runtime, the entry's helpers) are not the shell's.
 */
export function appShellProblem(
  bundle: OutputBundle,
  moduleSuffix: string,
  root: string,
  groups: readonly Pick<ChunkGroup, 'name' | 'test'>[] = CHUNK_GROUPS,
): string | undefined {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const holdsStart = (chunk: OutputChunk) =>
    (chunk.facadeModuleId?.endsWith(moduleSuffix) ?? false) ||
    chunk.moduleIds.some((id) => id.endsWith(moduleSuffix));
  const starts = chunks.filter(holdsStart);
  if (starts.length === 0) return `No chunk holds ${moduleSuffix}: the application shell is missing.`;
  const entryNeeds = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => chunkClosure(bundle, entry)),
  );
  // The chunk that holds the module, what it imports, and the facade the entry imports it by if any.
  const shell = [...new Set(starts.flatMap((start) => chunkClosure(bundle, start)))]
    .filter((fileName) => !entryNeeds.has(fileName))
    .map((fileName) => bundle[fileName] as OutputChunk);

  const problems: string[] = [];
  const names = shell.map((chunk) => chunk.name);
  if ([...names].sort().join(' ') !== [...SHELL_CHUNK_NAMES].sort().join(' '))
    problems.push(
      `It loads as ${shell.length} chunk(s) (${shell.map((chunk) => chunk.fileName).join(', ')}), ` +
        `not as ${SHELL_CHUNK_NAMES.join(' + ')}.`,
    );
  if (!shell.some((chunk) => chunk.name === 'app' && chunk.moduleIds.some((id) => id.endsWith(moduleSuffix))))
    problems.push(`${moduleSuffix} is not in the "app" chunk.`);
  for (const chunk of shell) {
    const group = groups.find(
      (candidate) => candidate.name === chunk.name && SHELL_CHUNK_NAMES.includes(chunk.name),
    );
    if (!group) {
      const facade = chunk.facadeModuleId ? `, the facade of ${shown(chunk.facadeModuleId, root)}` : '';
      const modules = chunk.moduleIds.map((id) => `\n    ${shown(id, root)}`).join('');
      problems.push(
        `${chunk.fileName}${facade}, is no chunk of the shell; it holds${modules || ' no module'}`,
      );
      continue;
    }
    const unnamed = chunk.moduleIds.filter((id) => !group.test.test(id));
    if (unnamed.length > 0)
      problems.push(
        `${chunk.fileName} holds modules the "${group.name}" group does not name:` +
          unnamed.map((id) => `\n    ${shown(id, root)}`).join(''),
      );
  }
  if (problems.length === 0) return undefined;
  return [
    `The application shell (${moduleSuffix} and what it imports) must load as ${SHELL_CHUNK_NAMES.join(' + ')}:`,
    ...problems.map((problem) => `  - ${problem}`),
    'Fix: name each module listed above in its group (the shell\'s in "app") in site/build/chunk-groups.ts. ' +
      'A module the shell imports that no group names becomes a chunk of its own, or makes the bundler ' +
      'wrap the application behind a facade chunk: one request more before any page works.',
  ].join('\n');
}

/** Fails the client build when the application shell is more than React + the application (`appShellProblem`). */
export function appShellCheck(moduleSuffix: string, root: string): Plugin {
  return {
    name: 'parley:app-shell-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const problem = appShellProblem(bundle, moduleSuffix, root);
      if (problem) this.error(problem);
    },
  };
}
