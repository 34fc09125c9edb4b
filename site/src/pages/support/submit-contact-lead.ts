import { submitLead } from '@parley/shared';
import { getSupabase } from '../../lib/supabase';
import type { ContactFormValues } from './ContactForm';

/**
 * Stores a contact request as a `contact` lead (decisions §6). The leads table has no subject column,
 * so the subject leads the message.
 */
export async function submitContactLead(values: ContactFormValues, page: string): Promise<void> {
  await submitLead(getSupabase(), {
    kind: 'contact',
    name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    email: values.email.trim(),
    page,
    message: `Subject: ${values.subject.trim()}\n\n${values.message.trim()}`,
  });
}
