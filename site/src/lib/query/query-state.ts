import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { jsonForScript } from '../head/page-head';

/** The id of the `<script type="application/json">` carrying the server's query cache. */
export const QUERY_STATE_ID = 'parley-query-state';

/**
 * The server's query cache as a JSON script element. Failed queries are included too, so the
 * browser hydrates a "not found" page as "not found" rather than as "loading" (no flash).
 */
export function queryStateScript(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  if (state.queries.length === 0) return '';
  return `<script id="${QUERY_STATE_ID}" type="application/json">${jsonForScript(state)}</script>`;
}

/** The browser side: fills the cache with what the server rendered from, if it sent anything. */
export function hydrateQueryState(queryClient: QueryClient, document: Document): void {
  const element = document.getElementById(QUERY_STATE_ID);
  if (!element?.textContent) return;
  hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState);
}
