import type { ParleySupabaseClient } from '../supabase/client';
import type { Lead, LeadUpdate } from '../supabase/rows';
import { DataError, NotFoundError } from '../errors/data-errors';
import { LEAD_HISTORY_LIMIT } from './lead-history';
import { LEAD_COLUMNS } from './leads-page';

/**
 * Marks one submission (lead `id`) handled (the database stamps its own time; marking again keeps the first) or waiting
 * again: that submission only, never the others of its address (the inbox entry stays waiting while
 * any of them waits). Admins only: NotFoundError when no lead matched (missing, or not allowed by RLS).
 */
export async function setLeadHandled(
  client: ParleySupabaseClient,
  id: string,
  handled: boolean,
): Promise<Lead> {
  // The only column an admin may update (a column grant); the generated Update type allows every one.
  const change: LeadUpdate = { handled_at: handled ? new Date().toISOString() : null };
  const { data, error } = await client
    .from('leads')
    .update(change)
    .eq('id', id)
    .select(LEAD_COLUMNS)
    .maybeSingle();
  if (error) throw new DataError(`Failed to mark lead "${id}"`, error);
  if (!data) throw new NotFoundError(`Lead not found: id "${id}"`);
  return data;
}

/**
 * Marks the submissions `ids` handled together, those of an address's history the admin was shown
 * ("Mark all handled"): by id, so a submission that arrived after the history loaded stays waiting.
 * Answers how many the database marked (already handled ones keep their time and count too; RLS
 * leaves out what the caller may not change). RangeError for no ids or more than `LEAD_HISTORY_LIMIT`
 * (a bug in the caller: the history never shows more).
 */
export async function markLeadsHandled(
  client: ParleySupabaseClient,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0 || ids.length > LEAD_HISTORY_LIMIT) {
    throw new RangeError(`Mark 1 to ${LEAD_HISTORY_LIMIT} submissions at once, not ${ids.length}`);
  }
  const change: LeadUpdate = { handled_at: new Date().toISOString() };
  const { data, error } = await client
    .from('leads')
    .update(change)
    .in('id', [...ids])
    .select('id');
  if (error) throw new DataError(`Failed to mark ${ids.length} leads`, error);
  return data.length;
}
