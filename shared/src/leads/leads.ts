import type { ParleySupabaseClient } from '../supabase/client';
import type { LeadInsert as LeadRowInsert } from '../supabase/rows';
import type { LeadKind, Plan } from '../validation/schemas';
import { DataError } from '../errors/data-errors';
import { FIELD_LIMITS } from '../validation/limits';

/** A lead as the forms send it: the row's insert shape with the kind and plan narrowed. */
export type LeadSubmission = Omit<LeadRowInsert, 'kind' | 'plan' | 'id' | 'created_at'> & {
  kind: LeadKind;
  plan?: Plan | null;
};

/** PostgREST's code for a lead refused by the per-client limit (HTTP 429, with Retry-After). */
export const TOO_MANY_LEADS_CODE = 'PT429';

/**
 * The header in which the site server names the visitor whose form it relays. The database believes
 * it only from a request whose token carries the relay claim (SITE_LEAD_RELAY_KEY; migration
 * 20251127110000_lead_flood_limits.sql); anyone else sending it is ignored.
 */
export const VISITOR_ADDRESS_HEADER = 'x-parley-visitor-address';

/** Whether `error` (from submitLead) is the per-client limit refusing the lead. */
export const isTooManyLeads = (error: unknown): boolean =>
  error instanceof DataError && error.code === TOO_MANY_LEADS_CODE;

/**
 * Stores a lead. A plain insert without `.select()`: visitors may insert leads but never read them.
  const insert = client.from('leads').insert(page === undefined ? lead : { ...lead, page });
  if (relay) insert.setHeader(VISITOR_ADDRESS_HEADER, relay.visitorAddress);
  const { error } = await insert;
  if (error) throw new DataError('Failed to submit lead', error);
 */
export async function submitLead(
  client: ParleySupabaseClient,
  lead: LeadSubmission,
  /** The site server relaying a visitor's form names the visitor (with its relay key's client). */
  relay?: { visitorAddress: string },
): Promise<void> {
  // The page is where the lead came from, path and query: a link with long tracking parameters must
  // not cost the lead, so it is cut to the table's bound rather than refused.
  const page = lead.page?.slice(0, FIELD_LIMITS.leadPage);
  const insert = client.from('leads').insert(page === undefined ? lead : { ...lead, page });
  if (relay) insert.setHeader(VISITOR_ADDRESS_HEADER, relay.visitorAddress);
  const { error } = await insert;
  if (error) throw new DataError('Failed to submit lead', error);
}
