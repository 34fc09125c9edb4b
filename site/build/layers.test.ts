// @vitest-environment node
// The layer rules of eslint.layers.js, run through ESLint itself: each deliberate wrong import below
// must fail `npm run lint`, and a right one must not.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('layer rules', () => {
  it.each([
    ['a feature importing the app', 'site/src/features/blog/components/Probe.ts', '../../../app/routes'],
    [
      'a feature importing a page',
      'site/src/features/blog/components/Probe.ts',
      '../../../pages/home/HomePage',
    ],
    ['a shared component importing a feature', 'site/src/components/Probe.ts', '../features/auth'],
    ['lib importing a component', 'site/src/lib/Probe.ts', '../components/BrandMark'],
    ['a page importing another page', 'site/src/pages/home/Probe.ts', '../pricing/PricingPage'],
    [
      'the studio renderer importing the main process',
      'studio/src/renderer/src/Probe.ts',
      '../../main/settings-store',
    ],
    ['a studio screen importing the app', 'studio/src/renderer/src/screens/Probe.ts', '../app/routes'],
    ['a package importing an app', 'packages/admin-ui/src/Probe.ts', '../../../site/src/config/paths'],
    ['the router importing the shared package', 'packages/router/src/Probe.ts', '@parley/shared/posts'],
    ['the router importing another package', 'packages/router/src/Probe.ts', '@parley/article/class-name'],
    ['the site importing the local secrets', 'site/src/lib/Probe.ts', '@parley/local-supabase/local-secrets'],
    [
      'the studio importing the local secrets',
      'studio/src/renderer/src/lib/Probe.ts',
      '@parley/local-supabase/local-secrets',
    ],
    ['the studio main process importing the backend', 'studio/src/main/Probe.ts', '@parley/local-supabase'],
    ['shared posts/ importing queries/', 'shared/src/posts/Probe.ts', '../queries/post-queries'],
    ['shared leads/ importing queries/', 'shared/src/leads/Probe.ts', '../queries/query-keys'],
    ['shared leads/ importing posts/', 'shared/src/leads/Probe.ts', '../posts/posts'],
    ['shared posts/ importing authors/', 'shared/src/posts/Probe.ts', '../authors/author-profiles'],
    ['shared errors/ importing posts/', 'shared/src/errors/Probe.ts', '../posts/posts'],
    ['shared paging/ importing queries/', 'shared/src/paging/Probe.ts', '../queries/query-keys'],
  ])(
    'refuses %s',
    async (_what, file, specifier) => {
      const errors = await layerErrors(file, `import * as probe from '${specifier}';\nexport { probe };\n`);
      expect(errors).toHaveLength(1);
    },
    30_000,
  );

  it.each([
    ['the app importing a page', 'site/src/app/Probe.ts', '../pages/home/HomePage'],
    ['a page importing a feature', 'site/src/pages/home/Probe.ts', '../../features/leads'],
    ['a page importing its own parts', 'site/src/pages/home/Probe.ts', './content'],
    ['a feature importing lib', 'site/src/features/blog/components/Probe.ts', '../../../lib/hydration'],
    ['the studio app importing a screen', 'studio/src/renderer/src/app/Probe.ts', '../screens/LeadsScreen'],
    [
      'the studio importing the public local defaults',
      'studio/src/main/Probe.ts',
      '@parley/shared/local-defaults',
    ],
    ['shared queries/ importing posts/', 'shared/src/queries/Probe.ts', '../posts/posts'],
    ['shared queries/ importing leads/', 'shared/src/queries/Probe.ts', '../leads/leads-page'],
    ['shared leads/ importing errors/', 'shared/src/leads/Probe.ts', '../errors/data-errors'],
    ['shared authors/ importing posts/', 'shared/src/authors/Probe.ts', '../posts/posts'],
  ])(
    'allows %s',
    async (_what, file, specifier) => {
      expect(await layerErrors(file, `import * as probe from '${specifier}';\nexport { probe };\n`)).toEqual(
        [],
      );
    },
    30_000,
  );

  it.each([
    ['a site module', 'site/src/pages/home/Probe.ts'],
    ['an admin screen', 'packages/admin-ui/src/dashboard/Probe.ts'],
  ])(
    'refuses React Router in %s: the site has its own router, admin screens take the host’s',
    async (_what, file) => {
      for (const specifier of ['react-router-dom', 'react-router']) {
        const [result] = await eslint.lintText(
          `import * as probe from '${specifier}';\nexport { probe };\n`,
          {
            filePath: `${repoRoot}${file}`,
          },
        );
        const refused = (result?.messages ?? []).filter(
          (message) => message.ruleId === 'no-restricted-imports',
        );
        expect(refused, specifier).toHaveLength(1);
      }
    },
    30_000,
  );

  it('lets the studio and the React Router adapter import React Router', async () => {
    for (const file of [
      'studio/src/renderer/src/app/Probe.ts',
      'packages/admin-ui/src/host/react-router-navigation.ts',
    ]) {
      const [result] = await eslint.lintText(
        `import * as probe from 'react-router-dom';\nexport { probe };\n`,
        {
          filePath: `${repoRoot}${file}`,
        },
      );
      expect(
        (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports'),
        file,
      ).toEqual([]);
    }
  }, 30_000);
});
