import { newsletterConfirmUrl, newsletterUnsubscribeUrl } from '@parley/shared/newsletter';
import type { MailerConfig } from './config';
import { renderConfirmMail } from './confirm-mail';
import type { OutboxRow } from './outbox';
import { renderPostMail, type NewsletterPost } from './post-mail';

/** What nodemailer sends for one outbox row. */
export interface ComposedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  headers: Record<string, string>;
}

/**
 * The row's Message-ID, the same on every attempt (a mail repeated after a crash carries the same
 * one, so receivers and tests can tell a repeat): the row id and its creation time, at the From domain.
 */
export function messageIdOf(row: Pick<OutboxRow, 'id' | 'created_at'>, domain: string): string {
  return `<parley-newsletter.${row.id}.${Date.parse(row.created_at)}@${domain}>`;
}

function postOf(row: OutboxRow): NewsletterPost {
  const snapshot = (row.post_snapshot ?? {}) as Partial<Record<keyof NewsletterPost, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: text(snapshot.title) || row.subject || '',
    slug: text(snapshot.slug),
    excerpt: text(snapshot.excerpt),
    content: text(snapshot.content),
    cover_image: typeof snapshot.cover_image === 'string' ? snapshot.cover_image : null,
    published_at: typeof snapshot.published_at === 'string' ? snapshot.published_at : null,
  };
}

export function composeMail(row: OutboxRow, config: MailerConfig): ComposedMail {
  if (!row.unsubscribe_token) throw new Error(`outbox row ${row.id} has no unsubscribe token`);
  const unsubscribeUrl = newsletterUnsubscribeUrl(config.siteUrl, row.unsubscribe_token);
  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to this URL, no page in between.
  const headers = {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  const base = {
    from: config.from,
    to: row.email,
    messageId: messageIdOf(row, config.messageIdDomain),
    headers,
  };
  if (row.kind === 'confirm') {
    if (!row.confirm_token) throw new Error(`outbox row ${row.id} has no confirmation token`);
    const mail = renderConfirmMail({
      confirmUrl: newsletterConfirmUrl(config.siteUrl, row.confirm_token),
      unsubscribeUrl,
      postalAddress: config.postalAddress,
    });
    return { ...base, ...mail };
  }
  const rendered = renderPostMail({
    post: postOf(row),
    siteUrl: config.siteUrl,
    postalAddress: config.postalAddress,
    unsubscribeUrl,
  });
  const subject = row.kind === 'test' ? `[Test] ${rendered.subject}` : rendered.subject;
  return { ...base, subject, text: rendered.text, html: rendered.html };
}
