import { mailboxReader, type MailMessage } from '../../src/mail/mailbox-reader';
import type { TestBackend } from '../harness';

export type Mail = MailMessage;

/** The newest mail to `to`, read the way a test (or a person) would: over HTTP from the mailbox. */
export function latestMail(server: TestBackend, to: string): Promise<Mail> {
  return mailboxReader(server.url).latest(to);
}

/** Follows a mail link without following the redirect; returns the Location's fragment as a map. */
export async function followLink(
  link: string,
): Promise<{ status: number; location: string; hash: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  return { status: response.status, location, hash: new URLSearchParams(location.split('#')[1] ?? '') };
}

let counter = 0;
/** A fresh address per test, so tests sharing one backend do not collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Signs up and confirms through the mailed link; returns the email. */
export async function confirmedUser(server: TestBackend, password: string, prefix?: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const { error } = await server.anon().auth.signUp({ email, password });
  if (error) throw error;
  const mail = await latestMail(server, email);
  const { status } = await followLink(mail.links[0]!);
  if (status !== 303) throw new Error(`verify answered ${status}`);
  return email;
}

/** The 6-digit code printed in a mail. */
export function otpOf(mail: Mail): string {
  const match = /code: (\d{6})/.exec(mail.text);
  if (!match) throw new Error('no code in mail');
  return match[1]!;
}
