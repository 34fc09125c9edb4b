import type { Lead, LeadKind } from '@parley/shared';

export interface LeadFilter {
  kind: LeadKind | 'all';
  search: string;
}

/** Kind must match (unless all); the search matches email or company, case-insensitively. */
export function filterLeads(leads: readonly Lead[], filter: LeadFilter): Lead[] {
  const needle = filter.search.trim().toLowerCase();
  return leads.filter(
    (lead) =>
      (filter.kind === 'all' || lead.kind === filter.kind) &&
      (!needle ||
        lead.email.toLowerCase().includes(needle) ||
        (lead.company ?? '').toLowerCase().includes(needle)),
  );
}
