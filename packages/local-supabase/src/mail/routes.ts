import { Hono } from 'hono';
import type { BackendContext } from '../context';
import { mailboxGuard, requireServiceRole } from './guard';
import { mailboxPage } from './page';

/** Where the mailbox is mounted; the HTTP layer sends no CORS headers under it. */
export const MAILBOX_PATH = '/_mail';

/**
 * The local mailbox: an HTML page at /_mail and JSON for tests at /_mail/messages, readable without
 * a key but only from this machine; clearing it takes the service_role key.
 */
export function createMailRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  app.use('*', mailboxGuard());
  app.get('/', async (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(mailboxPage(await ctx.mailbox.read()));
  });
  app.get('/messages', async (c) => c.json(await ctx.mailbox.read()));
  app.delete('/messages', requireServiceRole(ctx), (c) => {
    ctx.mailbox.clear();
    return c.body(null, 204);
  });
  return app;
}
