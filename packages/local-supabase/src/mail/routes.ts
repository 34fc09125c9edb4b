import { Hono } from 'hono';
import type { BackendContext } from '../context';

/** The local mailbox: an HTML page at /_mail and JSON for tests at /_mail/messages. */
export function createMailRoutes(_ctx: BackendContext): Hono {
  return new Hono();
}
