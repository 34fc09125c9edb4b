import { SERVICE_ROLE_KEY } from './clients';
import { backendUrl } from './ports';

/** One message of the backend's local mailbox (GET /_mail/messages). */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
  /** Mails received over SMTP (the newsletter's): their Message-ID, brackets included. */
  messageId?: string;
  /** Mails received over SMTP: from, list-unsubscribe, list-unsubscribe-post (lower-case names). */
  headers?: Record<string, string>;
}

export interface WaitForMailOptions {
  /** Only messages whose subject contains this (case-insensitive) or matches it. */
  subject?: string | RegExp;
  /** Ignore messages with these ids (e.g. the ones present before the action under test). */
  ignore?: Iterable<string>;
  timeoutMs?: number;
}

async function fetchMessages(): Promise<MailMessage[]> {
  const response = await fetch(`${backendUrl}/_mail/messages`);
  if (!response.ok) throw new Error(`GET /_mail/messages answered ${response.status}`);
  return (await response.json()) as MailMessage[];
}

function subjectMatches(message: MailMessage, subject: string | RegExp | undefined): boolean {
  if (subject === undefined) return true;
  if (typeof subject === 'string') return message.subject.toLowerCase().includes(subject.toLowerCase());
  return subject.test(message.subject);
}

/**
 * The local mailbox as tests use it. Tests run in parallel against one backend, so everything is
 * per address (use uniqueEmail) and `clear()` is for serial suites only.
 */
export const mailbox = {
  /** Messages to `email`, newest first. */
  async list(email: string): Promise<MailMessage[]> {
    const to = email.toLowerCase();
    return (await fetchMessages()).filter((m) => m.to.toLowerCase() === to);
  },

  /** Waits for a message to `email` not in `ignore`; resolves with the newest match. */
  async waitFor(email: string, options: WaitForMailOptions = {}): Promise<MailMessage> {
    const ignore = new Set(options.ignore ?? []);
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    for (;;) {
      const found = (await mailbox.list(email)).find(
        (m) => !ignore.has(m.id) && subjectMatches(m, options.subject),
      );
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(
          `No mail to ${email}${options.subject ? ` about ${String(options.subject)}` : ''} arrived`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  },

  /** The first link of a message pointing at the auth verify endpoint. */
  verifyLink(message: MailMessage): string {
    const link = message.links.find((l) => l.includes('/auth/v1/verify'));
    if (!link) throw new Error(`Mail "${message.subject}" to ${message.to} has no verify link`);
    return link;
  },

  /**
   * Empties the whole mailbox (affects parallel tests: only in serial suites). Reading is open to
   * this machine; clearing takes the service_role key.
   */
  async clear(): Promise<void> {
    const response = await fetch(`${backendUrl}/_mail/messages`, {
      method: 'DELETE',
      headers: { apikey: SERVICE_ROLE_KEY },
    });
    if (!response.ok) throw new Error(`DELETE /_mail/messages answered ${response.status}`);
  },
};
