import { connect } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { Mailbox, type MailMessage } from '../src/mail/mailbox';
import { startMailboxSmtp } from '../src/mail/smtp-mailbox';
import { rawMessageId, startSmtpServer, type LocalSmtpServer, type RawMail } from '../src/mail/smtp-server';

let mailbox: Mailbox;
let smtp: LocalSmtpServer;
const received: RawMail[] = [];

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
  // Kept raw until read: nothing parsed yet.
  expect(mailbox.parsedMessages()).toEqual([]);
  const [entry] = (await mailbox.read()) as MailMessage[];
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

test('the mailbox keeps the newest 500 SMTP mails and parses only those, when read', async () => {
  const box = new Mailbox();
  for (let i = 0; i < 520; i++) {
    const raw = Buffer.from(message(`m${i}`, `Body ${i}`).replace(/\r\n\.$/, ''));
    box.receive({ messageId: rawMessageId(raw), to: ['ada@example.test'], raw }, 'ada@example.test');
  }
  const read = await box.read();
  expect(read).toHaveLength(500);
  expect(read[0]).toMatchObject({ messageId: '<m519@parley.test>', subject: 'Hello', text: 'Body 519' });
  expect(read.at(-1)!.messageId).toBe('<m20@parley.test>');
  // Read once: the same objects again, and list() now has them too.
  expect(await box.read()).toEqual(read);
  expect(box.parsedMessages()).toHaveLength(500);
});

test('past its raw-byte bound the mailbox drops its oldest mails, auth mails too, and keeps the newest', async () => {
  const raw = (i: number) => Buffer.from(message(`r${i}`, `Body ${i}`).replace(/\r\n\.$/, ''));
  const size = raw(0).length;
  // Room for three raw mails (the 64 MB default, scaled down); the message count is not the bound here.
  const box = new Mailbox(undefined, { maxMessages: 500, maxRawBytes: 3 * size });
  const receive = (i: number) =>
    box.receive(
      { messageId: rawMessageId(raw(i)), to: ['ada@example.test'], raw: raw(i) },
      'ada@example.test',
    );
  box.send({ to: 'ada@example.test', subject: 'Confirm your signup', text: 'auth', links: [] });
  for (let i = 0; i < 3; i++) receive(i);
  // At the bound, nothing is dropped: the auth mail (no raw bytes) and three raw mails.
  expect((await box.read()).map((m) => m.messageId ?? m.subject)).toEqual([
    '<r2@parley.test>',
    '<r1@parley.test>',
    '<r0@parley.test>',
    'Confirm your signup',
  ]);
  // Read, they hold no raw bytes: three more fit, a fourth passes the bound and drops the oldest.
  for (let i = 3; i < 7; i++) receive(i);
  expect((await box.read()).map((m) => m.messageId)).toEqual([
    '<r6@parley.test>',
    '<r5@parley.test>',
    '<r4@parley.test>',
  ]);
});

test('one raw mail larger than the whole bound is still kept, alone', async () => {
  const box = new Mailbox(undefined, { maxMessages: 500, maxRawBytes: 10 });
  const raw = Buffer.from(message('big', 'x'.repeat(100)).replace(/\r\n\.$/, ''));
  box.send({ to: 'ada@example.test', subject: 'Older', text: '', links: [] });
  box.receive({ messageId: rawMessageId(raw), to: ['ada@example.test'], raw }, 'ada@example.test');
  expect((await box.read()).map((m) => m.messageId)).toEqual(['<big@parley.test>']);
});

test('a mail mailparser cannot make sense of still shows, with its raw Subject', async () => {
  const box = new Mailbox();
  const raw = Buffer.from('Subject: =?bogus?Q?x?=\r\nContent-Type: multipart/mixed\r\n\r\nno boundary');
  box.receive({ messageId: rawMessageId(raw), to: ['b@example.test'], raw }, 'b@example.test');
  const [entry] = await box.read();
  expect(entry).toMatchObject({ to: 'b@example.test', messageId: '' });
});

test('the Message-ID is read from the raw header block only: folded, missing, in the body, past 64 KB', () => {
  const id = (text: string) => rawMessageId(Buffer.from(text));
  expect(id('Subject: a\r\nMessage-ID:\r\n <x@y>\r\n\r\nbody')).toBe('<x@y>');
  expect(id('message-id: x@y\n\nbody')).toBe('<x@y>');
  expect(id('Subject: a\r\n\r\nMessage-ID: <body@y>')).toBe('');
  expect(id('')).toBe('');
  expect(id(`X-Long: ${'a'.repeat(70_000)}\r\nMessage-ID: <late@y>\r\n\r\n`)).toBe('');
  // Linear on a hostile header block: a megabyte of folds answers at once.
  const started = performance.now();
  expect(id(`Subject: a${'\r\n '.repeat(300_000)}`)).toBe('');
  expect(performance.now() - started).toBeLessThan(1000);
});
