import type { ParleySupabaseClient } from '../supabase/client';
import { DataError } from '../errors/data-errors';
import type { LeadKind } from '../validation/schemas';

// The leads inbox at a glance (public.lead_stats(), admins only).

export interface LeadStats {
  /** The inbox's entries: one per kind and address. */
  total: number;
  /** Entries whose newest submission is not handled yet. */
  waiting: number;
  /** Entries per kind. */
  byKind: Record<LeadKind, number>;
  /** Every form sent, repeats included. */
  submissions: number;
  /** Submissions in each of the last 12 ISO weeks, oldest first; `week` is its Monday (UTC), YYYY-MM-DD. */
  weeks: { week: string; count: number }[];
}

interface LeadStatsAnswer {
  total: number;
  waiting: number;
  by_kind: Record<LeadKind, number>;
  submissions: number;
  weeks: { week: string; count: number }[];
}

/** Counts by kind and leads per week. DataError for anyone but an admin (code 42501) or a failure. */
export async function fetchLeadStats(client: ParleySupabaseClient): Promise<LeadStats> {
  const { data, error } = await client.rpc('lead_stats').retry(false);
  if (error) throw new DataError('Failed to load lead statistics', error);
  const answer = data as unknown as LeadStatsAnswer;
  return {
    total: answer.total,
    waiting: answer.waiting,
    byKind: answer.by_kind,
    submissions: answer.submissions,
    weeks: answer.weeks,
  };
}
