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

const MAX_MESSAGES = 500;

/** The local mailbox: nothing leaves the machine; each message is kept and announced on the console. */
export class Mailbox {
  private readonly messages: MailMessage[] = [];

  constructor(private readonly announce: (message: MailMessage) => void = () => {}) {}

  send(mail: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const message: MailMessage = { ...mail, id: crypto.randomUUID(), sentAt: new Date().toISOString() };
    this.messages.push(message);
    // A long-running dev server keeps only recent mail.
    if (this.messages.length > MAX_MESSAGES) this.messages.splice(0, this.messages.length - MAX_MESSAGES);
    this.announce(message);
    return message;
  }

  /** Empties the mailbox (tests start from a known state). */
  clear(): void {
    this.messages.length = 0;
  }

  /** Newest first. */
  list(): MailMessage[] {
    return [...this.messages].reverse();
  }
}
