import type { ParleySupabaseClient } from '../supabase/client';
import type { Lead, LeadUpdate } from '../supabase/rows';
import { DataError, NotFoundError } from '../errors/data-errors';
import { LEAD_COLUMNS } from './leads-page';

/**
 * Marks lead `id` handled (the database stamps its own time; marking again keeps the first) or waiting
 * again. Admins only: NotFoundError when no lead matched (missing, or not allowed by RLS).
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
