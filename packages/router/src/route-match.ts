import { parse } from 'regexparam';

/**
 * A route of the table: a path pattern (`/blog/:slug`, `*`), or none for a layout around its
 * children, and the module that renders it, loaded on first use.
 */
export interface RouteDefinition {
  path?: string;
  /**
   * The query parameters the page reads (`tab`, `q`…): any other one (a tracking tag, a click id,
   * junk) is left out of the location the page sees, on the server and in the browser alike, so it
   * never changes the page, its cache key, or the markup the browser hydrates. None when omitted.
   */
  query?: readonly string[];
  /**
   * How the page reads each declared parameter (`query`), by name: the value as the page honours it
   * (written as the page would write it: `?page=02` is `2`), or `undefined` when the page ignores it
   * and shows what it shows without it (`?tab=junk` is the default tab). Built from the page's own
   * parser, so the address the page sees, its cache key and its markup never disagree, and a junk
   * value is the page without it rather than a page (and a cache entry) of its own. A parameter
   * without one is kept as given (first value, non-empty).
   */
  normalise?: Readonly<Record<string, QueryNormaliser>>;
  /** The lazily loaded module (its path from site/src/app, see app/route-modules.ts). */
  module: string;
  children?: RouteDefinition[];
}

/** A declared parameter's value as its page honours it, or `undefined` when the page ignores it. */
export type QueryNormaliser = (value: string) => string | undefined;

/** A matched route: the layouts from the outermost in, then the page, and the path's parameters. */
export interface RouteMatch {
  chain: RouteDefinition[];
  params: Record<string, string>;
}

interface CompiledRoute {
  chain: RouteDefinition[];
  pattern: RegExp;
  keys: string[];
}

/** A parameter as the page should see it: decoded, or as written when its escapes are broken. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The route table as a matcher. Routes are tried in table order, so a static path must come
 * before a pattern that would also match it, and the catch-all `*` last. Patterns are compiled by
 * regexparam: case-insensitive, a trailing slash allowed, one segment per parameter; its
 * expressions have no nested quantifiers, so matching is linear in the path's length.
 */
export function createRouteMatcher(routes: RouteDefinition[]): (pathname: string) => RouteMatch | null {
  const compiled: CompiledRoute[] = [];
  const visit = (route: RouteDefinition, parents: RouteDefinition[]) => {
    const chain = [...parents, route];
    if (route.children) route.children.forEach((child) => visit(child, chain));
    else if (route.path !== undefined) compiled.push({ chain, ...parse(route.path) });
  };
  routes.forEach((route) => visit(route, []));

  return (pathname) => {
    for (const { chain, pattern, keys } of compiled) {
      const found = pattern.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      keys.forEach((key, index) => {
        const value = found[index + 1];
        if (value !== undefined) params[key] = decodeParam(value);
      });
      return { chain, params };
    }
    return null;
  };
}

/**
 * The query a matched page reads, normalised: only the parameters its route declares (`query`),
 * each once (its first value, which is what `URLSearchParams.get` gives the page), as the page
 * honours it (the route's `normalise`: a value the page ignores is left out, one it reads another
 * way is written as it reads it), empty ones left out (a page reads an empty value as a missing
 * one), sorted by name; `?` and the rest, or `''`.
 * The same page is then the same address however a link orders, repeats or decorates it: the
 * server's cache key (site/server/page-cache/cache-key.ts) and both routers' locations. Linear in
 * the query's length.
 */
export function routeQuery(match: RouteMatch | null, search: string): string {
  const route = match?.chain.at(-1);
  const declared = route?.query;
  if (!declared || declared.length === 0 || search.length <= 1) return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...declared].sort()) {
    const value = given.get(name);
    if (!value) continue;
    const normalise =
      route.normalise && Object.hasOwn(route.normalise, name) ? route.normalise[name] : undefined;
    const honoured = normalise ? normalise(value) : value;
    if (honoured) kept.set(name, honoured);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
