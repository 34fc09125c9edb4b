import type { Lead, ParleySupabaseClient } from '@parley/shared';

export const leadsQueryKey = ['leads'] as const;

/** Every stored lead, newest first. RLS lets only admins read them; others get an empty list. */
export async function listLeads(client: ParleySupabaseClient): Promise<Lead[]> {
  const { data, error } = await client.from('leads').select('*').order('created_at', { ascending: false });
  if (error) throw new Error(`Failed to load leads: ${error.message}`);
  return data ?? [];
}
