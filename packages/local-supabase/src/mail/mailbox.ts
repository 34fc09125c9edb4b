/** A mail the backend would have sent. Kept in memory for people (/_mail) and tests (/_mail/messages). */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** The local mailbox: nothing leaves the machine; each message is kept and announced on the console. */
export class Mailbox {
  private readonly messages: MailMessage[] = [];

  constructor(private readonly announce: (message: MailMessage) => void = () => {}) {}

  send(mail: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const message: MailMessage = { ...mail, id: crypto.randomUUID(), sentAt: new Date().toISOString() };
    this.messages.push(message);
    this.announce(message);
    return message;
  }

  /** Newest first. */
  list(): MailMessage[] {
    return [...this.messages].reverse();
  }
}
