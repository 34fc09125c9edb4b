import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A mail as the local SMTP server received it: enough for the mailbox and for tests to count. */
export interface ReceivedMail {
  /** The Message-ID header, brackets included; '' when the mail had none. */
  messageId: string;
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  /** Headers worth showing and testing, lower-case names: list-unsubscribe, list-unsubscribe-post, from. */
  headers: Record<string, string>;
  /** Web links found in the plain-text part. */
  links: string[];
}

export interface LocalSmtpServer {
  port: number;
  close(): Promise<void>;
}

export interface LocalSmtpOptions {
  host: string;
  port: number;
  onMail: (mail: ReceivedMail) => void;
  /** The largest message accepted (bytes); a bigger one is refused with 552 before it is stored. */
  maxBytes?: number;
}

const KEPT_HEADERS = ['from', 'list-unsubscribe', 'list-unsubscribe-post'];
// Linear: one character class, no nesting; the text part is capped by maxBytes.
const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * The embedded backend's SMTP server (the Supabase CLI's port 54325): what the mail worker sends in
 * development and tests lands in the local mailbox (/_mail). It relays nothing: every mail is parsed,
 * kept in memory and announced. No AUTH and no STARTTLS: it listens on loopback only.
 */
export function startSmtpServer(options: LocalSmtpOptions): Promise<LocalSmtpServer> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    banner: 'Parley local mailbox',
    onData(stream, session, callback) {
      simpleParser(stream, { skipHtmlToText: true, skipTextLinks: true, skipImageLinks: true })
        .then((parsed) => {
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
            const error = new Error('Message too large') as Error & { responseCode: number };
            error.responseCode = 552;
            callback(error);
            return;
          }
          // The raw lines: mailparser turns List-* headers into objects, tests want the text sent.
          const headers: Record<string, string> = {};
          for (const { key, line } of parsed.headerLines) {
            if (KEPT_HEADERS.includes(key) && !(key in headers)) {
              headers[key] = line
                .slice(line.indexOf(':') + 1)
                .replace(/\r?\n[ \t]+/g, ' ')
                .trim();
            }
          }
          const text = parsed.text ?? '';
          options.onMail({
            messageId: parsed.messageId ? `<${parsed.messageId.replace(/^<|>$/g, '')}>` : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text,
            headers,
            links: [...new Set(text.match(LINK) ?? [])].slice(0, 20),
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      // A client dropping its connection must not take the backend down.
      server.on('error', () => {});
      resolve({
        port: (server.server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
