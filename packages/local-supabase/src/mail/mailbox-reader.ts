// The local mailbox as tests read it: over HTTP (GET /_mail/messages), the way a person would, so
// the backend's own tests and the end-to-end tests read mail with one reader.
import type { MailMessage } from './mailbox';

export type { MailMessage } from './mailbox';

export interface WaitForMailOptions {
  /** Only messages whose subject contains this (case-insensitive) or matches it. */
  subject?: string | RegExp;
  /** Ignore messages with these ids (e.g. the ones present before the action under test). */
  ignore?: Iterable<string>;
  timeoutMs?: number;
}

function subjectMatches(message: MailMessage, subject: string | RegExp | undefined): boolean {
  if (subject === undefined) return true;
  if (typeof subject === 'string') return message.subject.toLowerCase().includes(subject.toLowerCase());
  return subject.test(message.subject);
}

/**
 * The mailbox of the backend at `backendUrl`. Tests often share one backend, so everything is per
 * address (a unique address per test) and `clear()` (which takes the service_role key) is for serial
 * suites only.
 */
export function mailboxReader(backendUrl: string, serviceRoleKey?: string) {
  const messagesUrl = `${backendUrl}/_mail/messages`;

  async function all(): Promise<MailMessage[]> {
    const response = await fetch(messagesUrl);
    if (!response.ok) throw new Error(`GET /_mail/messages answered ${response.status}`);
    return (await response.json()) as MailMessage[];
  }

  const reader = {
    /** Every message in the mailbox, newest first. */
    all,

    /** Messages to `email` (compared case-insensitively), newest first. */
    async list(email: string): Promise<MailMessage[]> {
      const to = email.toLowerCase();
      return (await all()).filter((m) => m.to.toLowerCase() === to);
    },

    /** The newest message to `email`; throws when there is none. */
    async latest(email: string): Promise<MailMessage> {
      const [newest] = await reader.list(email);
      if (!newest) throw new Error(`No mail to ${email}`);
      return newest;
    },

    /** Waits for a message to `email` not in `ignore`; resolves with the newest match. */
    async waitFor(email: string, options: WaitForMailOptions = {}): Promise<MailMessage> {
      const ignore = new Set(options.ignore ?? []);
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      for (;;) {
        const found = (await reader.list(email)).find(
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

    /** Empties the whole mailbox (affects parallel tests: only in serial suites); takes service_role. */
    async clear(): Promise<void> {
      if (!serviceRoleKey) throw new Error('Clearing the mailbox takes the service_role key');
      const response = await fetch(messagesUrl, { method: 'DELETE', headers: { apikey: serviceRoleKey } });
      if (!response.ok) throw new Error(`DELETE /_mail/messages answered ${response.status}`);
    },
  };
  return reader;
}

export type MailboxReader = ReturnType<typeof mailboxReader>;
