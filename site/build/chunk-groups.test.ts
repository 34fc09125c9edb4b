// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS } from './chunk-groups';

const groupOf = (id: string) =>
  CHUNK_GROUPS.filter((group) => group.test.test(id)).map((group) => group.name);
const nm = '/repo/node_modules';

describe('CHUNK_GROUPS', () => {
  it('never takes in the modules a group names imports: those would pull the entry’s helpers in', () => {
    for (const group of CHUNK_GROUPS) expect(group.includeDependenciesRecursively, group.name).toBe(false);
  });

  it.each([
    '/repo/site/src/main.tsx',
    '/repo/site/src/app/yield-to-browser.ts',
    '/repo/site/src/app/app-chunks.ts',
    '/repo/site/src/app/early-image-fallback.ts',
    '\0vite/preload-helper.js',
    '\0rolldown/runtime.js',
    '/repo/site/src/app/notifications-container.tsx',
    '/repo/site/src/features/auth/components/UserActions.tsx',
    // What pages share beyond the shell: copied into each page's chunk (inline common chunks).
    `${nm}/@mantine/core/esm/components/Card/CardSection/CardSection.mjs`,
    'C:\\repo\\node_modules\\@mantine\\core\\esm\\components\\Badge\\Badge.mjs',
    '/repo/site/src/components/PageMeta.tsx',
    '/repo/site/src/lib/head/page-head.ts',
    '/repo/shared/src/validation/schemas.ts',
    '/repo/shared/src/index.ts',
    '/repo/packages/admin-ui/src/index.ts',
  ])(
    'leaves %s to the bundler (the entry, what the shell loads only when needed, what pages share)',
    (id) => {
      expect(groupOf(id)).toEqual([]);
    },
  );

  it.each([
    [`${nm}/react/cjs/react.production.js`, 'react'],
    [`${nm}/react-dom/cjs/react-dom-client.production.js`, 'react'],
    [`${nm}/scheduler/index.js`, 'react'],
    ['/repo/site/src/app/start.tsx', 'app'],
    ['/repo/site/src/app/providers.tsx', 'app'],
    ['/repo/site/src/app/theme-styles.tsx', 'app'],
    ['/repo/site/src/components/footer/Footer.module.css', 'app'],
    ['/repo/site/src/features/leads/components/NewsletterForm.tsx', 'app'],
    ['/repo/site/src/components/header/Header.tsx', 'app'],
    [`${nm}/@mantine/core/esm/components/TextInput/TextInput.mjs`, 'app'],
    [`${nm}/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs`, 'app'],
    [`${nm}/regexparam/dist/index.mjs`, 'app'],
    ['/repo/packages/router/src/browser-router.ts', 'app'],
    ['C:\\repo\\packages\\router\\src\\RouterProvider.tsx', 'app'],
    ['/repo/packages/router/src/NavigationAnnouncer.tsx', 'app'],
    ['/repo/site/src/components/navigation-progress/NavigationProgress.tsx', 'app'],
    ['/repo/site/src/config/routes.ts', 'app'],
    ['/repo/site/src/config/playground-query.ts', 'app'],
    ['/repo/shared/src/site-paths/blog-paths.ts', 'app'],
    [`${nm}/@tanstack/query-core/build/modern/queryObserver.js`, 'query'],
    ['/repo/site/src/app/query/QueryLayout.tsx', 'query'],
    ['/repo/site/src/lib/query/browser-query-client.ts', 'query'],
    // What the blog's list and post pages share to show a post rides with React Query.
    ['/repo/site/src/features/blog/components/PostCover.tsx', 'query'],
    ['/repo/site/src/features/blog/lib/post-date.ts', 'query'],
    ['/repo/site/src/assets/blog/cover-network.svg?no-inline', 'query'],
    ['/repo/shared/src/queries/public-post-queries.ts', 'query'],
    ['/repo/shared/src/dates/format-date.ts', 'query'],
    [`${nm}/@mantine/core/esm/components/Image/Image.mjs`, 'query'],
    ['/repo/site/src/lib/hydration.ts', 'app'],
    ['/repo/site/src/lib/form-post.ts', 'app'],
    ['/repo/site/src/lib/head/canonical-url.ts', 'app'],
    ['/repo/site/src/features/leads/lib/honeypot.ts', 'app'],
    ['/repo/site/src/features/auth/components/HeaderActions.tsx', 'app'],
    ['/repo/packages/admin-ui/src/theme.ts', 'app'],
  ])('puts %s in %s, and in no other group', (id, name) => {
    expect(groupOf(id)).toEqual([name]);
  });

  it('leaves the memory router of tests out of the shell', () => {
    expect(groupOf('/repo/packages/router/src/memory-router.ts')).toEqual([]);
    expect(groupOf('/repo/packages/router/src/MemoryRouter.tsx')).toEqual([]);
  });

  it('takes, of Mantine, only its core and the components and hooks the shell uses', () => {
    expect(groupOf(`${nm}/@mantine/core/esm/components/Drawer/Drawer.mjs`)).toEqual([]);
    expect(groupOf(`${nm}/@mantine/core/esm/components/Combobox/Combobox.mjs`)).toEqual([]);
    expect(groupOf(`${nm}/@mantine/hooks/esm/use-id/use-id.mjs`)).toEqual(['app']);
    expect(groupOf(`${nm}/@mantine/hooks/esm/use-debounced-value/use-debounced-value.mjs`)).toEqual([]);
  });
});
