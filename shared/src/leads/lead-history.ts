import type { ParleySupabaseClient } from '../supabase/client';
import type { Lead } from '../supabase/rows';
import { DataError } from '../errors/data-errors';
import { LEAD_COLUMNS } from './leads-page';

// Every submission of one kind and address, kept by the database (docs/product-rules.md#leads): the
// inbox shows the newest, and this reads the history under it.

/** An inbox entry: the kind and address its submissions share. */
export interface LeadAddress {
  kind: string;
  email: string;
}

/** How many submissions the history shows; the CSV export has every one. */
export const LEAD_HISTORY_LIMIT = 50;

/**
 * The newest submissions (at most LEAD_HISTORY_LIMIT) of a kind and address, newest first. A plain
 * REST read under row-level security (admins only; anyone else reads none), with equality filters the
 * (kind, email, created_at desc, id desc) index answers. DataError on failure.
 */
export async function fetchLeadHistory(client: ParleySupabaseClient, address: LeadAddress): Promise<Lead[]> {
  const { data, error } = await client
    .from('leads')
    .select(LEAD_COLUMNS)
    .eq('kind', address.kind)
    .eq('email', address.email)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(LEAD_HISTORY_LIMIT)
    .retry(false);
  if (error) throw new DataError('Failed to load the lead history', error);
  return data;
}
