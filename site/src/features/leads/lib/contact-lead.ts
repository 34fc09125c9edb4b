import type { LeadSubmission } from '@parley/shared/leads';

/** The help-centre contact form's fields (on /support, reused on /contact). */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * A contact form as a `contact` lead: one name, and the subject heading the message (the leads
 * table has no subject column).
 */
export function contactLead(values: ContactFormValues, page: string): LeadSubmission {
  const name = [values.firstName, values.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const subject = values.subject.trim();
  const message = values.message.trim();
  return {
    kind: 'contact',
    name: name || null,
    email: values.email.trim(),
    message: subject ? `Subject: ${subject}\n\n${message}` : message,
    page,
  };
}
