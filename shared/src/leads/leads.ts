import type { ParleySupabaseClient } from '../supabase/client';
import type { LeadInsert as LeadRowInsert } from '../supabase/rows';
import type { LeadKind, Plan } from '../validation/schemas';
import { DataError } from '../posts/errors';
import { FIELD_LIMITS } from '../validation/limits';

/** A lead as the forms send it: the row's insert shape with the kind and plan narrowed. */
export type LeadSubmission = Omit<LeadRowInsert, 'kind' | 'plan' | 'id' | 'created_at'> & {
  kind: LeadKind;
  plan?: Plan | null;
};

/**
 * Stores a lead. A plain insert without `.select()`: visitors may insert leads but never read them.
 * The database turns a repeated email + kind into a no-op; a unique violation (23505) is therefore
 * also a success.
 */
export async function submitLead(client: ParleySupabaseClient, lead: LeadSubmission): Promise<void> {
  // The page is where the lead came from, path and query: a link with long tracking parameters must
  // not cost the lead, so it is cut to the table's bound rather than refused.
  const page = lead.page?.slice(0, FIELD_LIMITS.leadPage);
  const { error } = await client.from('leads').insert(page === undefined ? lead : { ...lead, page });
  if (error && error.code !== '23505') throw new DataError('Failed to submit lead', error);
}
