import { submitLead } from '@parley/shared/leads';
import { loadSupabase } from '../../../lib/supabase';
import { contactLead, type ContactFormValues } from '../lib/contact-lead';

/** Stores the contact form (on /support and /contact) as a `contact` lead. */
export async function submitContact(values: ContactFormValues, page: string): Promise<void> {
  await submitLead(await loadSupabase(), contactLead(values, page));
}
