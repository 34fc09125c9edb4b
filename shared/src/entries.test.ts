import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// @parley/shared has no root barrel: each folder with a public face is its own entry
// (`@parley/shared/posts` is `src/posts/index.ts`), so an import names what it takes and a bundle
// follows only that folder's modules.

const src = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(src, '../package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
// Entries apart from the browser-safe folder indexes: Node-only (ws, node:net), read by Node scripts or servers
// alone, or test support (testing/: the fake Supabase client on the Node client, fixtures).
const SEPARATE_ENTRIES = {
  './node': './src/supabase/node-client.ts',
  './local-defaults': './src/config/local-defaults.ts',
  './client-address': './src/net/client-address.ts',
  // Read by servers alone (the site's form and API posts, the embedded backend's bodies).
  './read-limited-body': './src/net/read-limited-body.ts',
  './testing': './src/testing/index.ts',
};
const folderEntries = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
  .filter((entry) => existsSync(join(src, entry.name, 'index.ts')))
  .map((entry) => entry.name);

/** The module files `file` reaches through relative imports and re-exports, itself included. */
function moduleClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const base = join(dirname(file), specifier!);
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path));
    if (!target) throw new Error(`${relative(src, file)}: cannot resolve ${specifier}`);
    moduleClosure(target, seen);
  }
  return seen;
}

describe('@parley/shared entries', () => {
  it('has one entry per folder with an index.ts, plus the separate Node entries, and no root barrel', () => {
    const expected: Record<string, string> = { ...SEPARATE_ENTRIES };
    for (const folder of folderEntries) expected[`./${folder}`] = `./src/${folder}/index.ts`;
    expect(pkg.exports).toEqual(expected);
    expect(pkg.exports['.']).toBeUndefined();
    expect(existsSync(join(src, 'index.ts'))).toBe(false);
  });

  it('lets a folder index re-export its own folder only', () => {
    for (const folder of folderEntries) {
      const source = readFileSync(join(src, folder, 'index.ts'), 'utf8');
      const specifiers = [...source.matchAll(/from '([^']+)'/g)].map(([, specifier]) => specifier);
      expect(specifiers.length, folder).toBeGreaterThan(0);
      for (const specifier of specifiers) expect(specifier, folder).toMatch(/^\.\/[^.]/);
    }
  });

  it('keeps Node-only and React code out of every folder entry (browser bundles import them)', () => {
    for (const folder of folderEntries) {
      for (const file of moduleClosure(join(src, folder, 'index.ts'))) {
        const source = readFileSync(file, 'utf8');
        expect(source, relative(src, file)).not.toMatch(/from ['"](ws|react|node:[a-z]+)['"]/);
        expect(source, relative(src, file)).not.toContain('node-client');
      }
    }
  });
});
