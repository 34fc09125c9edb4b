// @vitest-environment node
// Every package a file imports is declared where that file lives: in its workspace's package.json
// (dependencies, peer, optional or dev), or in the root's devDependencies (the toolchain every
// workspace shares: vitest, fast-check, typescript…). An undeclared import works only while npm
// happens to hoist someone else's copy, and breaks on the next install that does not.
// Imports are read with TypeScript's own pre-processor (`ts.preProcessFile`): a linear scan that
// knows TS and TSX, finds static, dynamic and type-only imports and `require`, and runs no code.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface PackageJson {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as PackageJson;

const declared = (pkg: PackageJson): string[] => [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
  ...Object.keys(pkg.optionalDependencies ?? {}),
];

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for anything else. */
export function packageOf(specifier: string): string | null {
  if (/^[./#]/.test(specifier) || specifier.startsWith('node:') || specifier.includes(':')) return null;
  const path = specifier.split('?')[0]!;
  const parts = path.split('/');
  const name = path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  if (builtinModules.includes(name)) return null;
  return name;
}

/**
 * Whether a file (its path inside its workspace) is part of what the workspace ships or runs: its
 * sources, not its tests, fixtures, benchmarks or build configuration, which may lean on the root's
 * shared toolchain.
 */
export function isShipped(pathInWorkspace: string): boolean {
  if (!/^(?:src|server)\//.test(pathInWorkspace)) return false;
  const tooling =
    /(?:^|\/)(?:test|tests|testing|__tests__)\/|\.(?:test|spec|bench)\.[cm]?[jt]sx?$|\/test-utils\.[jt]sx?$/;
  return !tooling.test(pathInWorkspace);
}

/** `@types/x` declares the types of `x` (`@types/a__b` those of `@a/b`), for type-only imports. */
const typesPackage = (name: string) =>
  `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

/** The bare packages a file imports, read without running it. */
export function importedPackages(fileName: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return [...new Set(importedFiles.flatMap((file) => packageOf(file.fileName) ?? []))];
}

/** Files git tracks (and new ones it would), by path. */
function sourceFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listing
    .split('\0')
    .filter((path) => /\.(?:[cm]?[jt]s|tsx|jsx)$/.test(path) && !path.endsWith('.d.ts'));
}

/** The workspace folders, longest first, so a file belongs to the deepest one holding it. */
function workspaces(): string[] {
  const root = readPackage('.');
  const dirs = execFileSync(
    'git',
    ['ls-files', '-z', '--', ...(root.workspaces ?? []).map((w) => `${w}/package.json`)],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean)
    .map((path) => path.slice(0, -'/package.json'.length));
  return dirs.sort((a, b) => b.length - a.length);
}

describe('dependencies are declared where they are used', () => {
  it('names the package of each specifier, and none for paths, built-ins and virtual modules', () => {
    expect(packageOf('@supabase/supabase-js')).toBe('@supabase/supabase-js');
    expect(packageOf('@parley/shared/node')).toBe('@parley/shared');
    expect(packageOf('hono/cookie')).toBe('hono');
    expect(packageOf('zod')).toBe('zod');
    expect(packageOf('./local')).toBeNull();
    expect(packageOf('../up')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
    expect(packageOf('virtual:pwa')).toBeNull();
    expect(typesPackage('@a/b')).toBe('@types/a__b');
  });

  it("tells a workspace's shipped sources from its tests, fixtures and tooling", () => {
    expect(isShipped('src/database/generate-types.ts')).toBe(true);
    expect(isShipped('server/app.ts')).toBe(true);
    expect(isShipped('src/images/image-dimensions.test.ts')).toBe(false);
    expect(isShipped('src/testing/image-fixtures.ts')).toBe(false);
    expect(isShipped('src/test/setup.ts')).toBe(false);
    expect(isShipped('src/test-utils.tsx')).toBe(false);
    expect(isShipped('test/storage/fixtures.ts')).toBe(false);
    expect(isShipped('bench/run.ts')).toBe(false);
    expect(isShipped('vite.config.ts')).toBe(false);
  });

  it('reads static, dynamic, type-only, re-exported and required imports in TS and TSX', () => {
    const text = [
      "import type { A } from 'typed';",
      "export * from '@scope/re/sub';",
      "const lazy = await import('lazy');",
      "const old = require('old');",
      "const el = <div title=\"import('not-an-import')\">{`from 'nor-this'`}</div>;",
      "import './side.css';",
    ].join('\n');
    expect(importedPackages('probe.tsx', text).sort()).toEqual(['@scope/re', 'lazy', 'old', 'typed']);
  });

  it('finds no import of a package its workspace does not declare', () => {
    const root = readPackage('.');
    const rootDeclared = new Set(declared(root));
    const dirs = workspaces();
    const names = new Map(dirs.map((dir) => [dir, readPackage(dir)]));
    const undeclared: string[] = [];
    for (const path of sourceFiles()) {
      const dir = dirs.find((d) => path.startsWith(`${d}/`));
      const own = dir ? names.get(dir)! : root;
      // The root's own files (scripts, e2e tests, configs) may import any workspace, which npm links.
      const allowed = new Set([
        ...declared(own),
        ...(dir && isShipped(path.slice(dir.length + 1)) ? [] : rootDeclared),
        ...(dir ? [own.name ?? ''] : [...names.values()].flatMap((pkg) => pkg.name ?? [])),
      ]);
      for (const name of importedPackages(path, readFileSync(join(repoRoot, path), 'utf8'))) {
        if (!allowed.has(name) && !allowed.has(typesPackage(name))) {
          undeclared.push(`${path}: ${name} (declare it in ${dir ?? '.'}/package.json)`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('declares each package with one major version across the repository', () => {
    const ranges = new Map<string, Set<string>>();
    for (const [dir, pkg] of [
      ['.', readPackage('.')] as const,
      ...workspaces().map((d) => [d, readPackage(d)] as const),
    ]) {
      for (const section of [
        pkg.dependencies,
        pkg.devDependencies,
        pkg.peerDependencies,
        pkg.optionalDependencies,
      ]) {
        for (const [name, range] of Object.entries(section ?? {})) {
          const major = /^[\^~]?(\d+)\./.exec(range)?.[1];
          if (major === undefined) continue; // "*" for a workspace
          ranges.set(name, (ranges.get(name) ?? new Set()).add(`${major} (${dir})`));
        }
      }
    }
    const split = [...ranges]
      .filter(([, found]) => new Set([...found].map((entry) => entry.split(' ')[0])).size > 1)
      .map(([name, found]) => `${name}: ${[...found].join(', ')}`);
    expect(split).toEqual([]);
  });

  it("declares the peers of every workspace it depends on (a library's peers are its user's to install)", () => {
    const packages = workspaces().map(readPackage);
    const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
    const missing: string[] = [];
    for (const pkg of packages) {
      const own = new Set(declared(pkg));
      for (const used of declared(pkg).flatMap((name) => byName.get(name) ?? [])) {
        for (const peer of Object.keys(used.peerDependencies ?? {})) {
          if (used.peerDependenciesMeta?.[peer]?.optional) continue; // the user chooses
          if (!own.has(peer)) missing.push(`${pkg.name}: ${peer} (a peer of ${used.name})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
