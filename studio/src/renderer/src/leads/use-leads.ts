import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { markLeadsHandled, setLeadHandled, type LeadAddress } from '@parley/shared/leads';
import { leadQueries, queryKeys } from '@parley/shared/queries';
import { type Lead, type ParleySupabaseClient } from '@parley/shared/supabase';
import { leadsFilter, LEADS_PAGE_SIZE, type LeadsListState } from './leads-list-state';

/** One page of the inbox with the database's exact count; the previous page stays while the next loads. */
export function useLeadsPage(client: ParleySupabaseClient, state: LeadsListState) {
  const filter = { ...leadsFilter(state), page: state.page, pageSize: LEADS_PAGE_SIZE };
  return useQuery({ ...leadQueries.page(client, filter), placeholderData: keepPreviousData });
}

/** Counts by kind and leads per week (admins only). */
export function useLeadStats(client: ParleySupabaseClient) {
  return useQuery(leadQueries.stats(client));
}

/** The newest submissions of one kind and address, newest first (the inbox entry's history). */
export function useLeadHistory(client: ParleySupabaseClient, address: LeadAddress) {
  return useQuery(leadQueries.history(client, address));
}

/** Marks one submission handled or waiting (that one only); the page, the counts and the histories load again. */
export function useSetLeadHandled(client: ParleySupabaseClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lead, handled }: { lead: Lead; handled: boolean }) =>
      setLeadHandled(client, lead.id, handled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads.root }),
  });
}

/** Marks the submissions shown in a history handled together ("Mark all handled"); everything loads again. */
export function useMarkLeadsHandled(client: ParleySupabaseClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => markLeadsHandled(client, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads.root }),
  });
}
