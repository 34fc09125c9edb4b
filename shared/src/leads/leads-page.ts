import type { ParleySupabaseClient } from '../supabase/client';
import type { Lead } from '../supabase/rows';
import type { LeadKind } from '../validation/schemas';
import { DataError } from '../errors/data-errors';
import { containsPattern } from '../paging/contains-pattern';
import { keysetAfter } from '../paging/keyset';
import { pageRange, toListPage, type ListPage } from '../paging/list-page';

// The leads inbox at any volume: one page with the exact count, sorted, searched and filtered by the
// database, one entry per kind and address (its newest submission, with how many it sent; the history
// is lead-history.ts); and every matching submission in pages, for the CSV export (the REST cap is
// 1,000 rows a request).

/** Every column a person reads (search_text is only for filtering, latest only picks the inbox's rows). */
export const LEAD_COLUMNS =
  'id, kind, name, email, company, plan, page, message, created_at, handled_at, submissions, waiting';

export const LEAD_SORTS = ['created_at', 'kind', 'email', 'name', 'company', 'handled_at'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export interface LeadsFilter {
  kind?: LeadKind | null;
  /** Matched against the address, name and company, case-insensitively, as literal text. */
  search?: string | null;
  /** true: handled only; false: waiting only; omit: both. */
  handled?: boolean | null;
}

export interface LeadsQuery extends LeadsFilter {
  /** Default: created_at. */
  sort?: LeadSort;
  /** Default: desc. */
  direction?: 'asc' | 'desc';
  /** 1-based; default 1. */
  page?: number;
  /** 1..100; default 50. */
  pageSize?: number;
}

export const LEADS_PAGE_SIZE = 50;

/** The export's REST read: row-level security applies (admins only). Counted on the first page only. */
function leadsRequest(client: ParleySupabaseClient, filter: LeadsFilter, counted: boolean) {
  let request = client.from('leads').select(LEAD_COLUMNS, counted ? { count: 'exact' } : {});
  if (filter.kind) request = request.eq('kind', filter.kind);
  if (filter.handled === true) request = request.not('handled_at', 'is', null);
  else if (filter.handled === false) request = request.is('handled_at', null);
  // search_text is lower-cased by the database; the pattern is lowered too, so ilike and like agree.
  const pattern = containsPattern(filter.search?.toLowerCase());
  if (pattern) request = request.ilike('search_text', pattern);
  return request;
}

/** The database refuses longer searches; the inbox cuts the box's text to this. */
export const MAX_LEADS_SEARCH_LENGTH = 200;

interface LeadsPageAnswer {
  leads: Lead[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * One page of leads with the exact number matching, from public.admin_leads_page (admins only; anyone
 * else: DataError 42501). The database checks the caller once, then sorts, filters and searches with
 * its indexes (row-level security would forbid the search's index). A page past the end answers no
 * rows and the total. RangeError for a bad page, size or sort (a bug in the caller).
 */
export async function fetchLeadsPage(
  client: ParleySupabaseClient,
  query: LeadsQuery = {},
): Promise<ListPage<Lead>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? LEADS_PAGE_SIZE;
  pageRange(page, pageSize);
  const sort = query.sort ?? 'created_at';
  if (!LEAD_SORTS.includes(sort)) throw new RangeError(`Unknown sort column: ${String(sort)}`);
  const { data, error } = await client
    .rpc('admin_leads_page', {
      kind: query.kind ?? null,
      search: query.search?.trim().slice(0, MAX_LEADS_SEARCH_LENGTH) || null,
      handled: query.handled ?? null,
      sort,
      direction: query.direction === 'asc' ? 'asc' : 'desc',
      page,
      page_size: pageSize,
    })
    .retry(false);
  if (error) throw new DataError('Failed to load leads', error);
  const answer = data as unknown as LeadsPageAnswer;
  return toListPage(answer.leads, answer.total, answer.page, answer.page_size);
}

export interface LeadsExportProgress {
  /** Leads delivered so far, this page included. */
  done: number;
  /** Leads matching when the export started (more may arrive while it runs; they are included). */
  total: number;
}

export interface ForEachLeadsPageOptions {
  /** Rows per request, 1..1000 (the REST cap); default 1000. */
  pageSize?: number;
  /** Stops between pages; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Calls `onPage` with every lead matching `filter`, oldest first, one page at a time, and answers how
 * many there were. Pages follow (created_at, id) from the last row seen (keyset), not offsets, so a
 * lead arriving during the export never shifts a page: nothing is skipped or repeated, and each
 * request costs the same however deep the export is. Only one page is held at a time.
 */
export async function forEachLeadsPage(
  client: ParleySupabaseClient,
  filter: LeadsFilter,
  onPage: (leads: Lead[], progress: LeadsExportProgress) => void | Promise<void>,
  options: ForEachLeadsPageOptions = {},
): Promise<number> {
  const pageSize = options.pageSize ?? 1000;
  pageRange(1, pageSize, 1000);
  let total: number | null = null;
  let done = 0;
  let last: Pick<Lead, 'created_at' | 'id'> | null = null;
  for (;;) {
    options.signal?.throwIfAborted();
    let request = leadsRequest(client, filter, total === null);
    if (last) {
      request = request.or(keysetAfter('created_at', 'id', { value: last.created_at, tie: last.id }, 'asc'));
    }
    const { data, error, count } = await request
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .limit(pageSize)
      .retry(false);
    if (error) throw new DataError('Failed to export leads', error);
    const rows = data ?? [];
    total ??= count ?? rows.length;
    done += rows.length;
    if (rows.length > 0) await onPage(rows, { done, total: Math.max(total, done) });
    if (rows.length < pageSize) return done;
    last = rows[rows.length - 1]!;
  }
}
