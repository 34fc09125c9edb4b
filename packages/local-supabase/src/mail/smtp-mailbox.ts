import type { Mailbox } from './mailbox';
import { startSmtpServer, type LocalSmtpServer, type ReceivedMail } from './smtp-server';

/** The mailbox entry of a mail received over SMTP (one entry per recipient, as the auth mails are). */
export function mailboxEntry(mail: ReceivedMail, to: string) {
  return {
    to,
    subject: mail.subject,
    text: mail.text,
    links: mail.links,
    messageId: mail.messageId,
    headers: mail.headers,
  };
}

/**
 * The local SMTP server feeding the mailbox /_mail shows. `onMail` also sees every mail (tests count
 * them by Message-ID; the mailbox itself keeps only the newest 500).
 */
export function startMailboxSmtp(
  mailbox: Mailbox,
  host: string,
  port: number,
  onMail: (mail: ReceivedMail) => void = () => {},
): Promise<LocalSmtpServer> {
  return startSmtpServer({
    host,
    port,
    onMail: (mail) => {
      for (const to of mail.to) mailbox.send(mailboxEntry(mail, to));
      onMail(mail);
    },
  });
}
