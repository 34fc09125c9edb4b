import { parseRawMail, rawHeader, type RawMail } from './smtp-server';

/** A mail the backend would have sent. Kept in memory for people (/_mail) and tests (/_mail/messages). */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
  /** Mails received over SMTP: their Message-ID (brackets included), so tests can count repeats. */
  messageId?: string;
  /** Mails received over SMTP: from, list-unsubscribe, list-unsubscribe-post (lower-case names). */
  headers?: Record<string, string>;
}

/** A stored mail: written by the backend (auth mails), or received over SMTP and parsed when read. */
interface Entry {
  message?: MailMessage;
  received?: { id: string; to: string; sentAt: string; mail: RawMail; parsed?: Promise<MailMessage> };
  bytes: number;
}

/**
 * What the mailbox keeps at most: when either bound is passed, the oldest mails are dropped until it
 * holds again (the newest mail is always kept). Raw bytes count the SMTP mails not yet read, all
 * together: one mail may be up to the SMTP server's 10 MB. Tests pass smaller bounds.
 */
export interface MailboxLimits {
  maxMessages: number;
  maxRawBytes: number;
}

const DEFAULT_LIMITS: MailboxLimits = { maxMessages: 500, maxRawBytes: 64 * 1024 * 1024 };

/** The local mailbox: nothing leaves the machine; each message is kept and announced on the console. */
export class Mailbox {
  private readonly entries: Entry[] = [];
  private rawBytes = 0;

  constructor(
    private readonly announce: (message: MailMessage) => void = () => {},
    private readonly limits: MailboxLimits = DEFAULT_LIMITS,
  ) {}

  send(mail: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const message: MailMessage = { ...mail, id: crypto.randomUUID(), sentAt: new Date().toISOString() };
    this.keep({ message, bytes: 0 });
    this.announce(message);
    return message;
  }

  /**
   * A mail received over SMTP for one of its recipients, kept raw: it is parsed only when the mailbox is
   * read (read()), so a newsletter of thousands costs no parse of the mails the mailbox drops anyway.
   * Announced with its raw Subject header (undecoded), no links.
   */
  receive(mail: RawMail, to: string): void {
    const id = crypto.randomUUID();
    const sentAt = new Date().toISOString();
    this.keep({ received: { id, to, sentAt, mail }, bytes: mail.raw.length });
    this.announce({
      id,
      to,
      sentAt,
      subject: rawHeader(mail.raw, 'subject'),
      text: '',
      links: [],
      messageId: mail.messageId,
    });
  }

  /** Empties the mailbox (tests start from a known state). */
  clear(): void {
    this.entries.length = 0;
    this.rawBytes = 0;
  }

  /**
   * Newest first, the messages at hand without parsing: the mails written by the backend (auth), and
   * those received over SMTP already parsed by read(). Every mail: read().
   */
  parsedMessages(): MailMessage[] {
    return this.entries.flatMap((entry) => (entry.message ? [entry.message] : [])).reverse();
  }

  /** Newest first, every mail: those received over SMTP are parsed on their first read. */
  async read(): Promise<MailMessage[]> {
    const messages = await Promise.all(this.entries.map((entry) => this.messageOf(entry)));
    return messages.reverse();
  }

  private keep(entry: Entry): void {
    this.entries.push(entry);
    this.rawBytes += entry.bytes;
    // A long-running dev server keeps only recent mail, within a memory bound.
    const { maxMessages, maxRawBytes } = this.limits;
    while (this.entries.length > maxMessages || (this.rawBytes > maxRawBytes && this.entries.length > 1)) {
      this.rawBytes -= this.entries.shift()!.bytes;
    }
  }

  private async messageOf(entry: Entry): Promise<MailMessage> {
    if (entry.message) return entry.message;
    const received = entry.received!;
    received.parsed ??= parseRawMail(received.mail).then(
      (parsed): MailMessage => ({
        id: received.id,
        to: received.to,
        sentAt: received.sentAt,
        subject: parsed.subject,
        text: parsed.text,
        links: parsed.links,
        messageId: parsed.messageId,
        headers: parsed.headers,
      }),
      // A mail mailparser cannot read still shows, with what is known.
      (): MailMessage => ({
        id: received.id,
        to: received.to,
        sentAt: received.sentAt,
        subject: rawHeader(received.mail.raw, 'subject'),
        text: '',
        links: [],
        messageId: received.mail.messageId,
      }),
    );
    const message = await received.parsed;
    // Parsed once: the raw bytes go, the parsed message stays (unless cleared meanwhile).
    entry.message = message;
    if (this.entries.includes(entry)) this.rawBytes -= entry.bytes;
    entry.bytes = 0;
    entry.received = undefined;
    return message;
  }
}
