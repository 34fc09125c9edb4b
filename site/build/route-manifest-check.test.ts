import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { footerColumns, headerLinks, resourceLinks } from '../src/config/navigation';
import { PRERENDERED_PATHS, SITEMAP_STATIC_PATHS } from '../src/config/public-routes';
import { ROUTE_MANIFEST, type RouteFacts } from '../src/config/routes';
import { routeManifestProblems } from './route-manifest-check';
import { siteRouteLists as derived } from './site-route-lists';

// Joined, not `new URL(…, import.meta.url)`: Vite rewrites those into asset imports.
const appFolder = join(import.meta.dirname, '..', 'src', 'app');

type Manifest = Record<string, RouteFacts>;
const manifestWith = (change: (manifest: Manifest) => void): Manifest => {
  const copy = structuredClone(ROUTE_MANIFEST) as Manifest;
  change(copy);
  return copy;
};

describe('the route manifest', () => {
  it('agrees with every list derived from it', () => {
    expect(routeManifestProblems(ROUTE_MANIFEST, derived())).toEqual([]);
  });

  it('names page modules that exist on disk', () => {
    for (const route of Object.values(ROUTE_MANIFEST)) {
      expect(existsSync(join(appFolder, route.page)), route.page).toBe(true);
    }
  });

  it('derives the lists the site had before it (no behaviour change)', () => {
    expect(PRERENDERED_PATHS).toHaveLength(19);
    expect(SITEMAP_STATIC_PATHS).toEqual(
      PRERENDERED_PATHS.filter((path) => !['/auth', '/reset-password'].includes(path)),
    );
    expect(headerLinks.map((link) => link.label)).toEqual([
      'Home',
      'Features',
      'How It Works',
      'Use Cases',
      'Pricing',
      'PRS',
      'Documentation',
      'Blog',
    ]);
    expect(resourceLinks.map((link) => link.to)).toEqual([
      '/playground',
      '/case-studies',
      '/webinars',
      '/support',
      '/api-documentation',
      '/enterprise-solutions',
      '/roadmap',
    ]);
    expect(footerColumns.map((column) => [column.title, column.links.map((link) => link.label)])).toEqual([
      ['Product', ['Features', 'Pricing', 'Roadmap', 'API']],
      ['Company', ['Enterprise', 'Documentation', 'Blog', 'Requirements (PRS)']],
      ['Resources', ['Negotiation Playground', 'Case Studies', 'Webinars', 'Support']],
    ]);
  });
});

describe('the route manifest check', () => {
  it('fails on a route removed from the manifest but still in the derived lists', () => {
    const problems = routeManifestProblems(
      manifestWith((manifest) => delete manifest.pricing),
      derived(),
    );
    expect(problems).toContain('paths names /pricing, which is no route of the manifest');
    expect(problems).toContain('the route table names /pricing, which is no route of the manifest');
    expect(problems).toContain('the prerendered list names /pricing, which is no route of the manifest');
    expect(problems).toContain('the sitemap list names /pricing, which is no route of the manifest');
    expect(problems).toContain('the header links names /pricing, which is no route of the manifest');
  });

  it('fails on a route missing from a derived list, or named twice', () => {
    const lists = derived();
    expect(routeManifestProblems(ROUTE_MANIFEST, { ...lists, sitemap: lists.sitemap.slice(1) })).toEqual([
      'the sitemap list lacks the route /',
    ]);
    expect(
      routeManifestProblems(ROUTE_MANIFEST, { ...lists, prerendered: [...lists.prerendered, '/pricing'] }),
    ).toEqual(['the prerendered list names /pricing more than once']);
    expect(
      routeManifestProblems(ROUTE_MANIFEST, { ...lists, appRoutes: lists.appRoutes.slice(0, -1) }),
    ).toEqual(['the route table lacks the route *']);
    const { home: _home, ...pathsWithoutHome } = lists.paths;
    expect(routeManifestProblems(ROUTE_MANIFEST, { ...lists, paths: pathsWithoutHome })).toEqual([
      'paths lacks the route /',
    ]);
    expect(
      routeManifestProblems(ROUTE_MANIFEST, {
        ...lists,
        navigation: { ...lists.navigation, header: [...headerLinks, { label: 'Nowhere', to: '/nowhere' }] },
      }),
    ).toEqual(['the header links names /nowhere, which is no route of the manifest']);
  });

  it('fails on a page module that does not exist', () => {
    const problems = routeManifestProblems(
      manifestWith((manifest) => (manifest.pricing!.page = '../pages/pricing/PricingPag.tsx')),
      derived(),
    );
    expect(problems).toContain('pricing: its page module ../pages/pricing/PricingPag.tsx does not exist');
  });

  it('fails on a prerendered route that cannot be one, or a sitemap page not prerendered', () => {
    expect(
      routeManifestProblems(
        manifestWith((manifest) => (manifest.blogPost!.prerender = true)),
        derived(),
      ),
    ).toContain(
      'blogPost: only a page of the root layout with a fixed path can be prerendered (/blog/:slug)',
    );
    expect(
      routeManifestProblems(
        manifestWith((manifest) => (manifest.blog!.sitemap = true)),
        derived(),
      ),
    ).toContain("blog: the sitemap's static pages are the prerendered ones; /blog is not prerendered");
  });

  it('fails on a navigation entry for a route no visitor can reach by a fixed link, or one in a taken place', () => {
    expect(
      routeManifestProblems(
        manifestWith((manifest) => (manifest.adminTags!.nav = { header: { label: 'Tags', order: 9 } })),
        derived(),
      ),
    ).toContain('adminTags: a navigation link (header) must lead to a public page of a fixed path');
    expect(
      routeManifestProblems(
        manifestWith((manifest) => (manifest.pricing!.nav!.header!.order = 1)),
        derived(),
      ),
    ).toContain('two of the header links share a place');
  });

  it('fails on a prerendered route without its title or description (the head defaults PageMeta reads)', () => {
    const missing = (name: string) => [`${name}: a prerendered page needs a title and a description`];
    for (const blank of [undefined, '', '   ']) {
      expect(
        routeManifestProblems(
          manifestWith((manifest) => (manifest.pricing!.title = blank)),
          derived(),
        ),
      ).toEqual(missing('pricing'));
      expect(
        routeManifestProblems(
          manifestWith((manifest) => (manifest.auth!.description = blank)),
          derived(),
        ),
      ).toEqual(missing('auth'));
    }
    // A page rendered on request computes its own head: no defaults needed.
    expect(
      routeManifestProblems(
        manifestWith((manifest) => delete manifest.blog!.title),
        derived(),
      ),
    ).toEqual([]);
  });

  it('fails on a catch-all missing or not last, a path twice, a parameter read twice', () => {
    expect(
      routeManifestProblems(
        manifestWith((manifest) => delete manifest.notFound),
        derived(),
      ),
    ).toContain('the manifest must end with its one catch-all route (*)');
    expect(
      routeManifestProblems(
        manifestWith((manifest) => (manifest.contact!.path = '/pricing')),
        derived(),
      ),
    ).toContain('the manifest has /pricing more than once');
    expect(
      routeManifestProblems(
        manifestWith((manifest) => (manifest.blog!.query = ['q', 'page', 'q'])),
        derived(),
      ),
    ).toContain('blog: reads q twice');
  });
});
