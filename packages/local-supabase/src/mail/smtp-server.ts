import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A mail as the local SMTP server received it, unparsed: what counting and storing need. */
export interface RawMail {
  /** The Message-ID header, brackets included; '' when the mail had none. */
  messageId: string;
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** The message as sent (headers and body), at most the server's maxBytes. */
  raw: Buffer;
}

/** A mail as the local SMTP server received it, parsed: enough for the mailbox and for tests to read. */
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
  /**
   * Every accepted mail, unparsed (cheap: the mailbox parses only what someone reads). Parsing every
   * mail with mailparser cost the backend about 1.6 ms of CPU a mail, beside the API it also serves.
   */
  onRawMail?: (mail: RawMail) => void;
  /** Every accepted mail, parsed first (tests that read each mail). */
  onMail?: (mail: ReceivedMail) => void;
  /** The largest message accepted (bytes); a bigger one is refused with 552 before it is stored. */
  maxBytes?: number;
}

const KEPT_HEADERS = ['from', 'list-unsubscribe', 'list-unsubscribe-post'];
// Linear: one character class, no nesting; the text part is capped by maxBytes.
const LINK = /https?:\/\/[^\s<>"]+/g;
/** Header blocks longer than this are not searched for the Message-ID (mails here are small). */
const HEADER_SCAN_BYTES = 64 * 1024;

/**
 * A header's value from the raw header block, without a MIME parse (encoded words stay encoded): the
 * block (up to the first empty line, at most 64 KB) unfolded, the first line of that name; '' if none.
 * Linear: `search`, `split` and one-class regexes.
 */
export function rawHeader(raw: Buffer, name: string): string {
  const head = raw.subarray(0, HEADER_SCAN_BYTES).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  const block = (end === -1 ? head : head.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  for (const line of block.split(/\r?\n/)) {
    if (line.slice(0, prefix.length).toLowerCase() === prefix) return line.slice(prefix.length).trim();
  }
  return '';
}

/** The Message-ID header, in brackets; '' when the mail has none. */
export function rawMessageId(raw: Buffer): string {
  const value = rawHeader(raw, 'message-id');
  return value ? `<${value.replace(/^<|>$/g, '')}>` : '';
}

/** Parses a received mail (mailparser): subject, plain text, the headers kept, the links. */
export async function parseRawMail(mail: RawMail): Promise<ReceivedMail> {
  const parsed = await simpleParser(mail.raw, {
    skipHtmlToText: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
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
  return {
    messageId: mail.messageId,
    to: mail.to,
    subject: parsed.subject ?? '',
    text,
    headers,
    links: [...new Set(text.match(LINK) ?? [])].slice(0, 20),
  };
}

/**
 * The embedded backend's SMTP server (the Supabase CLI's port 54325): what the mail worker sends in
 * development and tests lands in the local mailbox (/_mail). It relays nothing: every mail is kept raw
 * and announced; it is parsed only for those who ask (onMail, or the mailbox when read). No AUTH and
 * no STARTTLS: it listens on loopback only.
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
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        // Past the limit the rest is read and dropped: the mail is refused once it ends.
        bytes += chunk.length;
        if (bytes <= maxBytes) chunks.push(chunk);
      });
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded || bytes > maxBytes) {
          const error = new Error('Message too large') as Error & { responseCode: number };
          error.responseCode = 552;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks, bytes);
        const mail: RawMail = {
          messageId: rawMessageId(raw),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        };
        options.onRawMail?.(mail);
        if (!options.onMail) {
          callback();
          return;
        }
        const onMail = options.onMail;
        parseRawMail(mail)
          .then((parsed) => {
            onMail(parsed);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
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
