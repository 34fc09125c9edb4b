import type { RouteDefinition } from '@parley/router';
import type { NavLinkItem } from '../src/config/navigation';
import type { NavSlot, RouteFacts } from '../src/config/routes';

/** What the site derives from its route manifest (site/src/config/routes.ts), as the check reads it. */
export interface DerivedRouteLists {
  /** config/paths.ts `paths`. */
  paths: Readonly<Record<string, string>>;
  /** The router's table (app/routes.tsx). */
  appRoutes: readonly RouteDefinition[];
  prerendered: readonly string[];
  sitemap: readonly string[];
  /** Each navigation list by name (header, mobile resources, each footer column). */
  navigation: Readonly<Record<string, readonly NavLinkItem[]>>;
  /** Whether a page module exists (app/route-modules.ts's `isRouteModule`: what Vite found). */
  isPageModule: (file: string) => boolean;
}

const CATCH_ALL = '*';

/** The paths of a route table's pages, depth first (layouts without a path left out). */
function tablePaths(routes: readonly RouteDefinition[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...tablePaths(route.children ?? []),
  ]);
}

/** A navigation list's name: `header`, `resources`, or `footer <column>`. */
export const navListName = (list: string, slot: NavSlot & { column?: string }) =>
  list === 'footer' ? `footer ${slot.column}` : list;

const hasPathParameter = (path: string) => path.split('/').some((segment) => segment.startsWith(':'));

/** `list` against the manifest's paths: what it lacks of `expected`, and what it names outside the manifest. */
function compare(
  name: string,
  list: readonly string[],
  expected: readonly string[],
  known: ReadonlySet<string>,
) {
  const problems: string[] = [];
  for (const path of expected) if (!list.includes(path)) problems.push(`${name} lacks the route ${path}`);
  for (const path of list)
    if (!known.has(path)) problems.push(`${name} names ${path}, which is no route of the manifest`);
  const repeated = list.filter((path, index) => list.indexOf(path) !== index);
  for (const path of new Set(repeated)) problems.push(`${name} names ${path} more than once`);
  return problems;
}

/**
 * Every way the route manifest and the lists derived from it can disagree, as messages (none: they
 * agree). The site's build fails on any (server/prerender.ts); route-manifest-check.test.ts shows
 * each one caught.
 */
export function routeManifestProblems(
  manifest: Readonly<Record<string, RouteFacts>>,
  derived: DerivedRouteLists,
): string[] {
  const routes = Object.values(manifest);
  const known = new Set(routes.map((route) => route.path));
  const pages = routes.filter((route) => route.path !== CATCH_ALL).map((route) => route.path);
  const problems: string[] = [];

  const allPaths = routes.map((route) => route.path);
  for (const path of new Set(allPaths.filter((path, index) => allPaths.indexOf(path) !== index))) {
    problems.push(`the manifest has ${path} more than once`);
  }
  if (routes.at(-1)?.path !== CATCH_ALL || routes.filter((route) => route.path === CATCH_ALL).length !== 1) {
    problems.push(`the manifest must end with its one catch-all route (${CATCH_ALL})`);
  }

  for (const [name, route] of Object.entries(manifest)) {
    if (!derived.isPageModule(route.page))
      problems.push(`${name}: its page module ${route.page} does not exist`);
    if (
      route.prerender &&
      (hasPathParameter(route.path) || route.path === CATCH_ALL || route.layout !== 'root')
    ) {
      problems.push(
        `${name}: only a page of the root layout with a fixed path can be prerendered (${route.path})`,
      );
    }
    // A prerendered page's head is written at build time from its manifest defaults (PageMeta).
    if (route.prerender && (!route.title?.trim() || !route.description?.trim())) {
      problems.push(`${name}: a prerendered page needs a title and a description`);
    }
    if (route.sitemap && !route.prerender) {
      problems.push(
        `${name}: the sitemap's static pages are the prerendered ones; ${route.path} is not prerendered`,
      );
    }
    for (const [list, slot] of Object.entries(route.nav ?? {})) {
      if (hasPathParameter(route.path) || route.path === CATCH_ALL || route.layout === 'admin') {
        problems.push(`${name}: a navigation link (${list}) must lead to a public page of a fixed path`);
      }
      if (!slot.label.trim()) problems.push(`${name}: its ${list} link has no label`);
    }
    const repeatedQuery = route.query.filter((parameter, index) => route.query.indexOf(parameter) !== index);
    if (repeatedQuery.length > 0) problems.push(`${name}: reads ${repeatedQuery.join(', ')} twice`);
  }

  problems.push(...compare('paths', Object.values(derived.paths), pages, known));
  problems.push(...compare('the route table', tablePaths(derived.appRoutes), allPaths, known));
  const tableQuery = (path: string) =>
    (function find(list: readonly RouteDefinition[]): RouteDefinition | undefined {
      for (const route of list) {
        const found = route.path === path ? route : find(route.children ?? []);
        if (found) return found;
      }
      return undefined;
    })(derived.appRoutes)?.query ?? [];
  for (const route of routes) {
    if (tableQuery(route.path).join() !== route.query.join()) {
      problems.push(`the route table's query of ${route.path} is not the manifest's`);
    }
  }
  const prerendered = routes.filter((route) => route.prerender).map((route) => route.path);
  problems.push(...compare('the prerendered list', derived.prerendered, prerendered, known));
  const sitemap = routes.filter((route) => route.sitemap).map((route) => route.path);
  problems.push(...compare('the sitemap list', derived.sitemap, sitemap, known));

  // Every navigation list against the routes whose `nav` names it, and no two links in one place.
  const expectedNav = new Map<string, string[]>();
  const places = new Map<string, number[]>();
  for (const route of routes) {
    for (const [list, slot] of Object.entries(route.nav ?? {})) {
      const key = navListName(list, slot);
      expectedNav.set(key, [...(expectedNav.get(key) ?? []), route.path]);
      places.set(key, [...(places.get(key) ?? []), slot.order]);
    }
  }
  for (const [list, orders] of places) {
    if (new Set(orders).size !== orders.length) problems.push(`two of the ${list} links share a place`);
  }
  for (const [list, links] of Object.entries(derived.navigation)) {
    const targets = links.map((link) => link.to);
    problems.push(...compare(`the ${list} links`, targets, expectedNav.get(list) ?? [], known));
    expectedNav.delete(list);
  }
  for (const list of expectedNav.keys()) {
    problems.push(`the manifest names a navigation list "${list}" the site never shows`);
  }
  return problems;
}

/** Throws with every problem of the manifest (the build's check). */
export function assertRouteManifest(
  manifest: Readonly<Record<string, RouteFacts>>,
  derived: DerivedRouteLists,
): void {
  const problems = routeManifestProblems(manifest, derived);
  if (problems.length > 0) {
    throw new Error(
      `The route manifest (site/src/config/routes.ts) and its derived lists disagree:\n- ${problems.join('\n- ')}`,
    );
  }
}
