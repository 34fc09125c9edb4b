import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from './harness';

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend();
});
afterAll(async () => {
  await server?.close();
});

test('the mailbox lists messages newest first as JSON and can be cleared', async () => {
  server.backend.ctx.mailbox.send({ to: 'a@example.com', subject: 'first', text: 't', links: [] });
  server.backend.ctx.mailbox.send({
    to: 'b@example.com',
    subject: 'second',
    text: 't',
    links: ['http://x/y'],
  });
  const list = (await (await fetch(`${server.url}/_mail/messages`)).json()) as { subject: string }[];
  expect(list.map((m) => m.subject).slice(0, 2)).toEqual(['second', 'first']);
  expect(Object.keys(list[0]!).sort()).toEqual(['id', 'links', 'sentAt', 'subject', 'text', 'to']);

  const cleared = await fetch(`${server.url}/_mail/messages`, {
    method: 'DELETE',
    headers: { apikey: server.config.serviceRoleKey },
  });
  expect(cleared.status).toBe(204);
  expect(await (await fetch(`${server.url}/_mail/messages`)).json()).toEqual([]);
});

test('the HTML page escapes everything and only links web URLs', async () => {
  server.backend.ctx.mailbox.send({
    to: '<script>alert(1)</script>@example.com',
    subject: 'Hi <b>there</b>',
    text: 'x" onmouseover="y',
    links: ['http://127.0.0.1:5173/a?b=1&c=<2>', 'javascript:alert(1)'],
  });
  const response = await fetch(`${server.url}/_mail`);
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('Hi &lt;b&gt;there&lt;/b&gt;');
  expect(html).toContain('<a href="http://127.0.0.1:5173/a?b=1&amp;c=&lt;2&gt;">');
  expect(html).not.toContain('href="javascript:');
});
