import { LEADS_PAGE_SIZE as SHARED_LEADS_PAGE_SIZE } from '@parley/shared/leads';
import { MAX_LIST_SEARCH_LENGTH } from '@parley/shared/paging';
import { type LeadKind } from '@parley/shared/validation';

// What the inbox shows: one page of the leads matching its filters, in its order. The database
// does the filtering, sorting and counting; this is only the state the controls edit.

export const LEAD_KINDS: readonly LeadKind[] = ['trial', 'demo', 'subscribe', 'newsletter', 'contact'];
// handled_at: the date the row shows beside its box, the newest submission's (docs/product-rules.md,
// "Handled is per submission"); entries whose newest waits come after every dated one.
export const LEAD_SORT_COLUMNS = ['created_at', 'kind', 'name', 'email', 'company', 'handled_at'] as const;
export type LeadSortColumn = (typeof LEAD_SORT_COLUMNS)[number];
export type HandledFilter = 'all' | 'waiting' | 'handled';

export const LEADS_PAGE_SIZE = SHARED_LEADS_PAGE_SIZE;
/** The longest search one ilike pattern of the embedded backend holds (shared's containsPattern). */
export const MAX_LEAD_SEARCH_LENGTH = MAX_LIST_SEARCH_LENGTH;

export interface LeadsListState {
  kind: LeadKind | 'all';
  handled: HandledFilter;
  search: string;
  sort: LeadSortColumn;
  direction: 'asc' | 'desc';
  page: number;
}

export const INITIAL_LEADS_STATE: LeadsListState = {
  kind: 'all',
  handled: 'all',
  search: '',
  sort: 'created_at',
  direction: 'desc',
  page: 1,
};

/** Any change of filter, search or order starts again at page 1; paging keeps the rest. */
export function changeLeadsState(state: LeadsListState, changes: Partial<LeadsListState>): LeadsListState {
  const next = { ...state, ...changes };
  if (changes.page === undefined) next.page = 1;
  return next;
}

/** A new column sorts its natural way (text A→Z, a date newest first); the same column flips. */
export function sortLeadsBy(state: LeadsListState, column: LeadSortColumn): LeadsListState {
  const direction =
    state.sort === column
      ? state.direction === 'asc'
        ? 'desc'
        : 'asc'
      : column === 'created_at' || column === 'handled_at'
        ? 'desc'
        : 'asc';
  return changeLeadsState(state, { sort: column, direction });
}

/** The filter the data layer reads (and the export streams): everything but the page. */
export function leadsFilter(state: LeadsListState) {
  return {
    kind: state.kind === 'all' ? undefined : state.kind,
    handled: state.handled === 'all' ? undefined : state.handled === 'handled',
    search: state.search.trim() || undefined,
    sort: state.sort,
    direction: state.direction,
  };
}
