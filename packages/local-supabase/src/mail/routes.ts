import { Hono } from 'hono';
import type { BackendContext } from '../context';
import { mailboxPage } from './page';

/** The local mailbox: an HTML page at /_mail and JSON for tests at /_mail/messages. */
export function createMailRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(mailboxPage(ctx.mailbox.list()));
  });
  app.get('/messages', (c) => c.json(ctx.mailbox.list()));
  app.delete('/messages', (c) => {
    ctx.mailbox.clear();
    return c.body(null, 204);
  });
  return app;
}
