/** The query parameter that names a page's open tab: `/documentation?tab=api` (as `/auth?tab=signup`). */
export const TAB_PARAM = 'tab';

/**
 * The tab a query string opens: its `tab` when it names one of `tabs`, else `fallback`. An unknown,
 * empty or missing value opens the default tab; a repeated one counts once (its first value). The
 * server and the browser both read the tab this way, so they render the same one for an address.
 */
export function tabFromQuery<T extends string>(query: URLSearchParams, tabs: readonly T[], fallback: T): T {
  return choiceFromQuery(query, TAB_PARAM, tabs, fallback);
}

/** The same rule for any parameter that picks one of a few choices (e.g. a filter). */
export function choiceFromQuery<T extends string>(
  query: URLSearchParams,
  param: string,
  choices: readonly T[],
  fallback: T,
): T {
  return honouredChoice(query.get(param), choices) ?? fallback;
}

/** `value` when it is one of `choices` (exactly: letter case counts), else `undefined`. */
export function honouredChoice<T extends string>(value: string | null, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value);
}

/** `?<query with param set to value>`: a relative link to the same page with one choice changed. */
export function hrefWith(query: URLSearchParams, param: string, value: string): string {
  const next = new URLSearchParams(query);
  next.set(param, value);
  return `?${next.toString()}`;
}

/**
 * A relative link to `tab` on the current page (`?tab=x`, the other parameters kept): followed
 * before the page's scripts run, it loads the page with that tab open.
 */
export function tabHref(query: URLSearchParams, tab: string): string {
  return hrefWith(query, TAB_PARAM, tab);
}
