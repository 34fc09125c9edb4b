// The layers of the code, enforced by `npm run lint` (eslint-plugin-import-x). docs/architecture.md
// explains them; each zone below says what a file of `target` may never import from `from`.
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const site = './site/src';
const studio = './studio/src';
const pages = readdirSync(new URL('site/src/pages/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Everything of the studio renderer below app/ (its folders and modules); main.tsx, the entry, renders app/.
const belowStudioApp = readdirSync(new URL('studio/src/renderer/src/', import.meta.url))
  .filter((name) => name !== 'app' && name !== 'main.tsx')
  .map((name) => `${studio}/renderer/src/${name}`);
// @parley/shared's folders, bottom to top: the base (errors, paging, supabase, validation, text…), the
// domains (one per kind of record), then queries/ (a factory per query, over the domains).
const shared = './shared/src';
const sharedFolders = readdirSync(new URL('shared/src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The one domain that reads another: an author's page lists that author's posts.
const sharedDomainReads = { posts: [], leads: [], authors: ['posts'], images: [], newsletter: [] };
const sharedDomains = Object.keys(sharedDomainReads);
const sharedBase = sharedFolders.filter(
  (name) => name !== 'queries' && name !== 'testing' && !sharedDomains.includes(name),
);

const zones = [
  // The site: app (bootstrap, routes, providers, layout) → pages → features → components → lib and
  // config. A layer imports only the layers below it.
  {
    target: `${site}/features`,
    from: [`${site}/app`, `${site}/pages`],
    message: 'A feature never imports the app or a page: move what it needs down to lib/ or components/.',
  },
  {
    target: `${site}/components`,
    from: [`${site}/app`, `${site}/pages`, `${site}/features`],
    message:
      'A shared component knows no feature, page or app module: let the layout pass the feature in (a prop or a slot).',
  },
  {
    target: [`${site}/lib`, `${site}/config`],
    from: [`${site}/app`, `${site}/pages`, `${site}/features`, `${site}/components`],
    message: 'lib/ and config/ are the bottom layer: they import no component, feature, page or app module.',
  },
  // A page never imports another page: what two pages share goes to components/ or a feature.
  ...pages.map((page) => ({
    target: `${site}/pages/${page}`,
    from: `${site}/pages`,
    except: [`./${page}`],
    message: 'A page never imports another page: move the shared part to components/ or a feature.',
  })),
  // The studio: its processes talk over IPC only; the renderer's lib/ and components/ know no screen.
  {
    target: `${studio}/renderer`,
    from: [`${studio}/main`, `${studio}/preload`],
    message:
      'The renderer reaches the main process through the preload bridge (window.parley), never by import.',
  },
  {
    target: [`${studio}/main`, `${studio}/preload`],
    from: `${studio}/renderer`,
    message: 'The main process and the preload never import renderer code.',
  },
  {
    target: `${studio}/shared`,
    from: [`${studio}/main`, `${studio}/preload`, `${studio}/renderer`],
    message: 'studio/src/shared is imported by the processes, never the other way round.',
  },
  {
    target: [`${studio}/renderer/src/lib`, `${studio}/renderer/src/components`],
    from: `${studio}/renderer/src/screens`,
    message: 'The renderer’s lib/ and components/ know no screen.',
  },
  {
    target: belowStudioApp,
    from: `${studio}/renderer/src/app`,
    message:
      'Nothing below the renderer’s app/ (providers, auth gate, shell, routes) imports it: move what is shared down to lib/ or components/.',
  },
  // @parley/shared's folders depend one way: base → domains → queries/.
  {
    target: sharedFolders.filter((name) => name !== 'queries').map((name) => `${shared}/${name}`),
    from: `${shared}/queries`,
    message:
      'queries/ is the top of @parley/shared: a query factory imports the data access it runs, never the reverse.',
  },
  {
    target: sharedBase.map((name) => `${shared}/${name}`),
    from: sharedDomains.map((name) => `${shared}/${name}`),
    message:
      'The base of @parley/shared (errors, paging, supabase, validation, text…) imports no domain folder (posts, leads, authors, images, newsletter).',
  },
  ...sharedDomains.map((domain) => ({
    target: `${shared}/${domain}`,
    from: sharedDomains
      .filter((other) => other !== domain && !sharedDomainReads[domain].includes(other))
      .map((other) => `${shared}/${other}`),
    message:
      'A domain folder of @parley/shared reads no other (authors/ reads posts/ only): what two share goes down to the base (errors/, paging/).',
  })),
  // Packages and the shared package never import an app.
  {
    target: ['./packages', './shared'],
    from: ['./site', './studio'],
    message: 'A package never imports an app: the apps import packages.',
  },
  {
    target: './shared',
    from: './packages',
    message: '@parley/shared is the bottom package: it imports no other workspace package.',
  },
  // The router stands alone (React and regexparam): an app passes it what it needs (leaveDocument).
  {
    target: './packages/router',
    from: './shared',
    message: '@parley/router imports no other workspace: pass it what it needs from the app.',
  },
  {
    target: './packages/router',
    from: './packages',
    except: ['./router'],
    message: '@parley/router imports no other workspace: pass it what it needs from the app.',
  },
  // The local secrets (the JWT secret, the service_role key) stay in Node: nothing a bundle is built
  // from imports the embedded backend.
  {
    target: [site, studio, './packages/admin-ui', './packages/article', './packages/negotiation'],
    from: './packages/local-supabase',
    message:
      'Bundles never import the local backend or its secrets: the public local defaults are in @parley/shared/local-defaults.',
  },
];

export const layerRules = {
  files: [
    'site/src/**/*.{ts,tsx}',
    'studio/src/**/*.{ts,tsx}',
    'packages/*/src/**/*.{ts,tsx}',
    'shared/src/**/*.{ts,tsx}',
  ],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        noWarnOnMultipleProjects: true,
        project: ['tsconfig.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
      }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { zones }],
    // Imports form no cycle: a cycle makes evaluation order (and so the bundle's chunks) fragile.
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};
