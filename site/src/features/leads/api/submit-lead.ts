import { submitLead, type LeadSubmission } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/supabase';

/** The page a lead was sent from, e.g. `/signup?type=demo`; read when submitting, never in render. */
export function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Stores a lead (anon insert; RLS lets visitors insert but never read). */
export function useSubmitLead() {
  return useMutation({
    mutationFn: async (lead: LeadSubmission) => submitLead(await loadSupabase(), lead),
  });
}
