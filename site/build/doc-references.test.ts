// @vitest-environment node
// The repository's documents name files, folders and npm scripts; a rename that leaves them behind
// sends readers to nothing. Every backticked path in a tracked Markdown file must exist (from the
// repository's root, the document's folder, or a workspace's own root or `src/`, as a package's
// docs name its files), and every `npm run <script>` must be a script of the root or of the
// workspace it names with `-w`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Named on purpose though absent from a checkout: built or run-time output, and folders named in a sentence about their parent. */
const NOT_IN_A_CHECKOUT = new Set([
  '.data/', // the embedded backend's data, made by `npm start`
  'migrations/', // "Supabase CLI layout: `config.toml`, `migrations/`", in the row for `supabase/`
  'DATA_DIR/storage/.staging/', // DATA_DIR is a setting
  'client/.vite/asset-releases.json', // the site's build output
  '.vite/route-chunks.json',
  'dist/prerendered/critical-css.json',
  'handlers/', // "GoTrue routes (`handlers/`)", in the row for `src/auth/`
]);

/**
 * `window` properties the docs may name that are not the studio's bridge: the browser's own, and the
 * marker an XSS probe sets in the article's README.
 */
const NOT_THE_BRIDGE = { location: true, history: true, document: true, localStorage: true, __xss: true };

interface PackageJson {
  name?: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter(Boolean);

const readPackage = (dir: string) =>
  JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as PackageJson;

/** A backticked token that reads as a repository path: slash-separated names ending in an extension or a slash. */
const PATH = /^[\w.@-]+(?:\/[\w.@-]+)*(?:\.[a-z]{1,5}|\/)$/;

/** The backticked paths in a Markdown text (one linear pass over spans without backticks or spaces). */
export function backtickedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((token) => PATH.test(token) && token.includes('/'));
}

/** `npm run <script>` and its `-w <workspace>` if any, as written in a Markdown text. */
export function npmRuns(text: string): { script: string; workspace: string | null }[] {
  return [...text.matchAll(/npm run ([\w:-]+)(?: -w ([@\w/-]+))?/g)].map((match) => ({
    script: match[1]!,
    workspace: match[2] ?? null,
  }));
}

describe('documents name what exists', () => {
  const docs = git('ls-files', '*.md').filter((path) => !path.includes('node_modules/'));
  const workspaceDirs = git(
    'ls-files',
    '--',
    ...(readPackage('.').workspaces ?? []).map((w) => `${w}/package.json`),
  ).map((path) => dirname(path));
  const bases = [
    '',
    ...workspaceDirs.flatMap((dir) => [`${dir}/`, `${dir}/src/`]),
    'studio/src/renderer/src/',
  ];

  it('reads paths and npm scripts the way they are written', () => {
    expect(
      backtickedPaths('see `shared/src/index.ts`, `docs/`, `npm start`, `/blog`, `a.b`, `x/{id}.png`'),
    ).toEqual(['shared/src/index.ts', 'docs/']);
    expect(npmRuns('`npm run bench -w @parley/local-supabase` or npm run db:types')).toEqual([
      { script: 'bench', workspace: '@parley/local-supabase' },
      { script: 'db:types', workspace: null },
    ]);
  });

  it('every backticked path exists', () => {
    const missing: string[] = [];
    for (const doc of docs) {
      const own = dirname(doc) === '.' ? '' : `${dirname(doc)}/`;
      for (const path of backtickedPaths(readFileSync(join(repoRoot, doc), 'utf8'))) {
        if (NOT_IN_A_CHECKOUT.has(path)) continue;
        if (![own, ...bases].some((base) => existsSync(join(repoRoot, base + path))))
          missing.push(`${doc}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names the studio's preload bridge as the preload exposes it", () => {
    const preload = readFileSync(join(repoRoot, 'studio/src/preload/index.ts'), 'utf8');
    const exposed = /exposeInMainWorld\('(\w+)'/.exec(preload)?.[1];
    expect(exposed).toBeDefined();
    const named = [...docs, 'eslint.layers.js'].flatMap((path) =>
      [...readFileSync(join(repoRoot, path), 'utf8').matchAll(/\bwindow\.(\w+)/g)]
        .map((match) => match[1]!)
        .filter((name) => !(name in NOT_THE_BRIDGE))
        .map((name) => `${path}: window.${name}`),
    );
    expect(named.filter((entry) => !entry.endsWith(`window.${exposed}`))).toEqual([]);
  });

  it('every npm run names a script that exists', () => {
    const scripts = new Map(
      ['.', ...workspaceDirs].map((dir) => {
        const pkg = readPackage(dir);
        return [dir === '.' ? null : (pkg.name ?? dir), new Set(Object.keys(pkg.scripts ?? {}))] as const;
      }),
    );
    const missing: string[] = [];
    for (const doc of docs) {
      // A package's own docs may name its scripts without `-w`.
      const home = workspaceDirs.find((dir) => doc.startsWith(`${dir}/`));
      const homeName = home === undefined ? undefined : readPackage(home).name;
      for (const { script, workspace } of npmRuns(readFileSync(join(repoRoot, doc), 'utf8'))) {
        const found =
          scripts.get(workspace)?.has(script) || (!workspace && scripts.get(homeName ?? null)?.has(script));
        if (!found) missing.push(`${doc}: npm run ${script}${workspace ? ` -w ${workspace}` : ''}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
