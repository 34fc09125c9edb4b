import { submitLead, type LeadSubmission } from '@parley/shared/leads';
import { loadSupabase } from '../../../lib/supabase';

/** The page a lead was sent from, e.g. `/signup?type=demo`; read when submitting, never in render. */
export function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Stores a lead (anon insert; RLS lets visitors insert but never read). A plain call, like the
 * newsletter's and the contact form's: the form keeps its own state (submitting, submitted), and a
 * lead page needs no React Query, which it would otherwise download for this alone.
 */
export async function storeLead(lead: LeadSubmission): Promise<void> {
  await submitLead(await loadSupabase(), lead);
}
