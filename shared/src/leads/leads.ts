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
 * A repeated email + kind is stored too, as a later submission of the same address
 * (docs/product-rules.md#leads), and answered like a new lead.
 */
export async function submitLead(client: ParleySupabaseClient, lead: LeadSubmission): Promise<void> {
  // The page is where the lead came from, path and query: a link with long tracking parameters must
  // not cost the lead, so it is cut to the table's bound rather than refused.
  const page = lead.page?.slice(0, FIELD_LIMITS.leadPage);
  const { error } = await client.from('leads').insert(page === undefined ? lead : { ...lead, page });
  if (error) throw new DataError('Failed to submit lead', error);
}
