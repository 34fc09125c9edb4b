import type { Lead } from '@parley/shared/supabase';
import { expect } from '@playwright/test';
import { serviceClient } from './support/clients';

/** The stored leads of one address, read with the service role (visitors can never read them). */
export async function leadsOf(email: string): Promise<Lead[]> {
  const { data, error } = await serviceClient().from('leads').select('*').eq('email', email);
  if (error) throw new Error(`Reading leads failed: ${error.message}`);
  return data;
}

/** Waits for the one lead of `email` and returns it. */
export async function storedLead(email: string): Promise<Lead> {
  await expect.poll(async () => (await leadsOf(email)).length).toBe(1);
  const [lead] = await leadsOf(email);
  return lead!;
}
