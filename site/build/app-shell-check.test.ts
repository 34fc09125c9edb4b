// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { appShellProblem } from './app-shell-check';

const root = '/repo';
const start = '/repo/site/src/app/start.tsx';

function chunk(
  fileName: string,
  name: string,
  imports: string[],
  extra: Partial<
    Pick<Rollup.OutputChunk, 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'moduleIds'>
  > = {},
): Rollup.OutputChunk {
  return { type: 'chunk', fileName, name, imports, moduleIds: [], ...extra } as unknown as Rollup.OutputChunk;
}

/** A bundle as the site's build makes it: the entry, its runtime, React, the application, a page. */
function bundleWith(...changes: Rollup.OutputChunk[]): Rollup.OutputBundle {
  const chunks = [
    chunk('index.js', 'index', ['runtime.js', 'site.js'], {
      isEntry: true,
      facadeModuleId: '/repo/site/src/main.tsx',
      moduleIds: ['/repo/site/src/main.tsx'],
    }),
    chunk('runtime.js', 'rolldown-runtime', [], { moduleIds: ['\0rolldown/runtime.js'] }),
    chunk('site.js', 'site', ['runtime.js'], { moduleIds: ['/repo/site/src/app/yield-to-browser.ts'] }),
    chunk('react.js', 'react', ['runtime.js'], {
      moduleIds: [
        '/repo/node_modules/react/cjs/react.production.js',
        '/repo/node_modules/scheduler/index.js',
      ],
    }),
    chunk('app.js', 'app', ['runtime.js', 'react.js'], {
      moduleIds: ['/repo/site/src/app/providers.tsx', start, '/repo/site/src/app/scheme-tokens.css'],
    }),
    chunk('HomePage.js', 'HomePage', ['app.js', 'react.js'], {
      isDynamicEntry: true,
      facadeModuleId: '/repo/site/src/pages/home/HomePage.tsx',
      moduleIds: ['/repo/site/src/pages/home/HomePage.tsx', '/repo/site/src/components/PageMeta.tsx'],
    }),
    ...changes,
  ];
  return Object.fromEntries(chunks.map((output) => [output.fileName, output]));
}

describe('appShellProblem', () => {
  it('accepts a shell of React and the application, whatever the entry and the pages load', () => {
    expect(appShellProblem(bundleWith(), 'src/app/start.tsx', root)).toBeUndefined();
  });

  it('names a module the shell imports that became a chunk of its own, and the fix', () => {
    const problem = appShellProblem(
      bundleWith(
        chunk('app.js', 'app', ['runtime.js', 'react.js', 'honeypot.js'], { moduleIds: [start] }),
        chunk('honeypot.js', 'honeypot', [], {
          moduleIds: ['/repo/site/src/features/leads/lib/honeypot-v2.ts'],
        }),
      ),
      'src/app/start.tsx',
      root,
    );
    expect(problem).toContain('honeypot.js');
    expect(problem).toContain('site/src/features/leads/lib/honeypot-v2.ts');
    expect(problem).toContain('site/build/chunk-groups.ts');
  });

  it('names the facade the bundler wrapped the application behind, and the module no group named', () => {
    const problem = appShellProblem(
      bundleWith(
        chunk('app.js', 'app', ['runtime.js', 'react.js'], {
          moduleIds: [start, '/repo/site/src/app/scheme-tokens-v2.css'],
        }),
        chunk('start-x.js', 'start', ['react.js', 'app.js'], { isDynamicEntry: true, facadeModuleId: start }),
      ),
      'src/app/start.tsx',
      root,
    );
    expect(problem).toMatch(/start-x\.js, the facade of site\/src\/app\/start\.tsx/);
    expect(problem).toContain('site/src/app/scheme-tokens-v2.css');
    expect(problem).not.toContain('react.js holds');
  });

  it('names a module the bundler put in the application chunk that its group does not name', () => {
    const stray = '/repo/site/src/lib/head/new-helper.ts';
    const problem = appShellProblem(
      bundleWith(chunk('app.js', 'app', ['runtime.js', 'react.js'], { moduleIds: [start, stray] })),
      'src/app/start.tsx',
      root,
    );
    expect(problem).toMatch(
      /app\.js holds modules the "app" group does not name:\n\s+site\/src\/lib\/head\/new-helper\.ts/,
    );
  });

  it('refuses a shell without React’s chunk, or with two application chunks', () => {
    const withoutReact = bundleWith(chunk('app.js', 'app', ['runtime.js'], { moduleIds: [start] }));
    delete withoutReact['react.js'];
    expect(appShellProblem(withoutReact, 'src/app/start.tsx', root)).toMatch(/1 chunk\(s\) \(app\.js\)/);
    const split = appShellProblem(
      bundleWith(
        chunk('app.js', 'app', ['react.js', 'app2.js'], { moduleIds: [start] }),
        chunk('app2.js', 'app', [], { moduleIds: ['/repo/site/src/app/providers.tsx'] }),
      ),
      'src/app/start.tsx',
      root,
    );
    expect(split).toMatch(/3 chunk\(s\)/);
  });

  it('refuses an application module that no group took, and a bundle without it', () => {
    const outside = appShellProblem(
      bundleWith(
        chunk('app.js', 'app', ['react.js', 'start.js'], { moduleIds: ['/repo/site/src/app/providers.tsx'] }),
        chunk('start.js', 'start', ['react.js'], {
          isDynamicEntry: true,
          facadeModuleId: start,
          moduleIds: [start],
        }),
      ),
      'src/app/start.tsx',
      root,
    );
    expect(outside).toContain('src/app/start.tsx is not in the "app" chunk');
    expect(appShellProblem(bundleWith(), 'src/app/missing.tsx', root)).toMatch(
      /No chunk holds src\/app\/missing\.tsx/,
    );
  });
});
