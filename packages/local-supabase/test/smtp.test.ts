import { connect } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { Mailbox, type MailMessage } from '../src/mail/mailbox';
import { startMailboxSmtp } from '../src/mail/smtp-mailbox';
import { startSmtpServer, type LocalSmtpServer, type ReceivedMail } from '../src/mail/smtp-server';

let mailbox: Mailbox;
let smtp: LocalSmtpServer;
const received: ReceivedMail[] = [];

beforeAll(async () => {
  mailbox = new Mailbox();
  smtp = await startMailboxSmtp(mailbox, '127.0.0.1', 0, (mail) => received.push(mail));
});
afterAll(async () => {
  await smtp?.close();
});

/** One SMTP conversation, line by line; the server's replies. */
function converse(port: number, lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let replies = '';
    let next = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      replies += chunk;
      // Each reply's last line has a space after its code; send the next line then.
      if (/^\d{3} [^\n]*\r\n$/m.test(chunk.split(/(?<=\n)/).at(-1) ?? '')) {
        if (next < lines.length) socket.write(`${lines[next++]}\r\n`);
        else socket.end();
      }
    });
    socket.on('end', () => resolve(replies));
    socket.on('error', reject);
  });
}

const message = (id: string, body: string) =>
  [
    'From: Parley <news@parley.test>',
    'To: ada@example.test',
    'Subject: Hello',
    `Message-ID: <${id}@parley.test>`,
    'List-Unsubscribe: <http://127.0.0.1:6850/newsletter/unsubscribe?token=abc>',
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    '',
    body,
    '.',
  ].join('\r\n');

test('a mail sent over SMTP lands in the mailbox with its Message-ID, headers and links', async () => {
  const replies = await converse(smtp.port, [
    'EHLO test',
    'MAIL FROM:<news@parley.test>',
    'RCPT TO:<ada@example.test>',
    'DATA',
    message('one', 'Read it: http://127.0.0.1:6850/blog/hello'),
    'QUIT',
  ]);
  expect(replies).toMatch(/^250 .*queued|^250 OK/m);
  const [entry] = mailbox.list() as MailMessage[];
  expect(entry).toMatchObject({
    to: 'ada@example.test',
    subject: 'Hello',
    messageId: '<one@parley.test>',
    links: ['http://127.0.0.1:6850/blog/hello'],
    headers: {
      'list-unsubscribe': '<http://127.0.0.1:6850/newsletter/unsubscribe?token=abc>',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
    },
  });
  expect(received.map((mail) => mail.messageId)).toContain('<one@parley.test>');
});

test('it offers no AUTH and no STARTTLS, and refuses a mail past its size', async () => {
  const small = await startSmtpServer({ host: '127.0.0.1', port: 0, onMail: () => {}, maxBytes: 1000 });
  try {
    const replies = await converse(small.port, [
      'EHLO test',
      'STARTTLS',
      'MAIL FROM:<a@parley.test>',
      'RCPT TO:<b@example.test>',
      'DATA',
      message('big', 'x'.repeat(5000)),
      'QUIT',
    ]);
    expect(replies).not.toMatch(/250[- ]STARTTLS|250[- ]AUTH/);
    expect(replies).toMatch(/^500 Error: command not recognized/m); // STARTTLS
    expect(replies).toMatch(/^552 /m);
  } finally {
    await small.close();
  }
});
