import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { jsonForScript } from '../head/page-head';

/** The id of the `<script type="application/json">` carrying the server's query cache. */
export const QUERY_STATE_ID = 'parley-query-state';

/**
 * The server's query cache as a JSON script element. Failed queries are included too, so the
 * browser hydrates a "not found" page as "not found" rather than as "loading" (no flash). The
 * moments React Query records (when each query was fetched and dehydrated) are left out as 0
 * (`withoutMoments`): the same data gives the same bytes, so a page rendered again, or by a server
 * restarted, keeps its ETag and a browser holding it gets 304 (page-cache/etag.ts).
 */
export function queryStateScript(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  if (state.queries.length === 0) return '';
  return `<script id="${QUERY_STATE_ID}" type="application/json">${jsonForScript(withoutMoments(state))}</script>`;
}

/** The state with every recorded moment 0: what was read, not when. */
export function withoutMoments(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/**
 * The state as read at `now`: each query's data (or error) dated `now`. The server answered this
 * document, 200 or 304, from a page of the blog's current data version (page-cache/freshness.ts),
 * so its data is as fresh as the document: the queries' `staleTime` (30 s for the blog's, see
 * fresh-for.ts) counts from here, and hydrating fetches nothing again.
 */
export function datedAt(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: {
        ...query.state,
        dataUpdatedAt: query.state.data === undefined ? 0 : now,
        errorUpdatedAt: query.state.error === null || query.state.error === undefined ? 0 : now,
      },
    })),
  };
}

/** The browser side: fills the cache with what the server rendered from, if it sent anything. */
export function hydrateQueryState(queryClient: QueryClient, document: Document, now = Date.now()): void {
  const element = document.getElementById(QUERY_STATE_ID);
  if (!element?.textContent) return;
  hydrate(queryClient, datedAt(JSON.parse(element.textContent) as DehydratedState, now));
}
