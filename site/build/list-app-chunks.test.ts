// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { appChunk, appChunkLists, chunkClosure, routeChunkMap } from './list-app-chunks';

function chunk(
  fileName: string,
  imports: string[],
  extra: Partial<
    Pick<Rollup.OutputChunk, 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'moduleIds'>
  > = {},
): Rollup.OutputChunk {
  return { type: 'chunk', fileName, imports, moduleIds: [], ...extra } as unknown as Rollup.OutputChunk;
}

describe('appChunk', () => {
  it('finds the chunk built around the application module', () => {
    const start = chunk('start.js', [], {
      isDynamicEntry: true,
      facadeModuleId: '/r/site/src/app/start.tsx',
    });
    expect(appChunk({ 'start.js': start }, 'src/app/start.tsx')).toBe(start);
  });

  it('finds the application module inside a chunk that a code-splitting group built (no facade)', () => {
    const group = chunk('start-x.js', [], {
      moduleIds: ['/r/node_modules/react-router/dist/index.mjs', '/r/site/src/app/start.tsx'],
    });
    const other = chunk('other.js', [], { moduleIds: ['/r/site/src/app/providers.tsx'] });
    expect(appChunk({ 'other.js': other, 'start-x.js': group }, 'src/app/start.tsx')).toBe(group);
  });

  it('fails the build, naming the module, when no chunk holds it', () => {
    expect(() => appChunk({ 'other.js': chunk('other.js', []) }, 'src/app/start.tsx')).toThrow(
      /src\/app\/start\.tsx/,
    );
  });
});

describe('chunkClosure', () => {
  const bundle = {
    'start.js': chunk('start.js', ['react-dom.js', 'providers.js']),
    'providers.js': chunk('providers.js', ['react-dom.js', 'box.js']),
    'react-dom.js': chunk('react-dom.js', []),
    'box.js': chunk('box.js', ['react-dom.js']),
    'admin.js': chunk('admin.js', ['box.js']),
    'style.css': { type: 'asset', fileName: 'style.css' },
  } as unknown as Rollup.OutputBundle;

  it('lists a chunk and everything it imports, each once, and nothing it does not need', () => {
    expect(chunkClosure(bundle, bundle['start.js'] as Rollup.OutputChunk).sort()).toEqual([
      'box.js',
      'providers.js',
      'react-dom.js',
      'start.js',
    ]);
  });

  it('stops at imports that are not chunks of the bundle', () => {
    const lone = chunk('lone.js', ['elsewhere.js']);
    expect(chunkClosure({ ...bundle, 'lone.js': lone }, lone)).toEqual(['lone.js']);
  });
});

describe('routeChunkMap', () => {
  const dir = '/repo/site/src/app';
  const bundle = {
    'index.js': chunk('index.js', [], { isEntry: true, facadeModuleId: '/repo/site/src/main.tsx' }),
    'start.js': chunk('start.js', ['index.js', 'react-dom.js', 'box.js'], {
      isDynamicEntry: true,
      facadeModuleId: `${dir}/start.tsx`,
    }),
    'react-dom.js': chunk('react-dom.js', []),
    'box.js': chunk('box.js', ['react-dom.js']),
    'card.js': chunk('card.js', ['box.js']),
    'HomePage.js': chunk('HomePage.js', ['index.js', 'card.js', 'box.js'], {
      isDynamicEntry: true,
      facadeModuleId: '/repo/site/src/pages/home/HomePage.tsx',
    }),
    'QueryLayout.js': chunk('QueryLayout.js', ['box.js', 'query.js'], {
      isDynamicEntry: true,
      facadeModuleId: `${dir}/query/QueryLayout.tsx`,
    }),
    'query.js': chunk('query.js', []),
  } as unknown as Rollup.OutputBundle;
  const map = routeChunkMap(bundle, new Set(['start.js', 'react-dom.js', 'box.js']), dir);

  it("keys each lazily imported module by its path from the route table's folder", () => {
    expect(Object.keys(map).sort()).toEqual([
      '../pages/home/HomePage.tsx',
      './query/QueryLayout.tsx',
      './start.tsx',
    ]);
  });

  it("lists what each needs beyond the application's chunks and the entry, as URLs", () => {
    expect(map['../pages/home/HomePage.tsx']).toEqual(['/HomePage.js', '/card.js']);
    expect(map['./query/QueryLayout.tsx']).toEqual(['/QueryLayout.js', '/query.js']);
    expect(map['./start.tsx']).toEqual([]);
  });

  it('keys a lazily imported module that a code-splitting group put in a chunk without a facade', () => {
    const query = `${dir}/query/QueryLayout.tsx`;
    const grouped = {
      ...bundle,
      // Rolldown marks such a chunk neither as an entry nor as a dynamic entry.
      'QueryLayout.js': chunk('QueryLayout.js', ['box.js', 'query.js'], {
        moduleIds: ['/repo/node_modules/@tanstack/query-core/index.js', query, `${dir}/query/client.ts`],
      }),
    } as unknown as Rollup.OutputBundle;
    const grouping = routeChunkMap(grouped, new Set(['start.js', 'react-dom.js', 'box.js']), dir, (id) =>
      [query, `${dir}/start.tsx`, '/repo/site/src/pages/home/HomePage.tsx'].includes(id),
    );
    expect(grouping['./query/QueryLayout.tsx']).toEqual(['/QueryLayout.js', '/query.js']);
    expect(grouping['./query/client.ts']).toBeUndefined();
  });
});

describe('appChunkLists', () => {
  const bundle = {
    'index.js': chunk('index.js', ['runtime.js', 'helpers.js'], { isEntry: true }),
    'runtime.js': chunk('runtime.js', []),
    'helpers.js': chunk('helpers.js', ['runtime.js']),
    'app.js': chunk('app.js', ['runtime.js', 'helpers.js', 'react.js'], {
      isDynamicEntry: true,
      facadeModuleId: '/r/site/src/app/start.tsx',
    }),
    'react.js': chunk('react.js', ['runtime.js']),
    'page.js': chunk('page.js', ['app.js']),
  } as unknown as Rollup.OutputBundle;
  const lists = appChunkLists(bundle, 'src/app/start.tsx');

  it("lists React before the application's own chunk, and not what the entry imports", () => {
    expect(lists.application).toEqual(['react.js', 'app.js']);
  });

  it('lists what the entry imports on its own, each once, never the entry itself', () => {
    expect([...lists.entryImports].sort()).toEqual(['helpers.js', 'runtime.js']);
  });
});
