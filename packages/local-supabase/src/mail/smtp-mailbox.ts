import type { Mailbox } from './mailbox';
import { startSmtpServer, type LocalSmtpServer, type RawMail } from './smtp-server';

/**
 * The local SMTP server feeding the mailbox /_mail shows: each mail kept raw, one entry per recipient
 * (as the auth mails are), parsed when the mailbox is read. `onRawMail` also sees every mail (counting
 * by Message-ID needs no parse; the mailbox itself keeps only the newest 500).
 */
export function startMailboxSmtp(
  mailbox: Mailbox,
  host: string,
  port: number,
  onRawMail: (mail: RawMail) => void = () => {},
): Promise<LocalSmtpServer> {
  return startSmtpServer({
    host,
    port,
    onRawMail: (mail) => {
      for (const to of mail.to) mailbox.receive(mail, to);
      onRawMail(mail);
    },
  });
}
