import { Hono } from 'hono';
import type { BackendContext } from '../context';

/** PostgREST-compatible routes, mounted at /rest/v1. */
export function createRestRoutes(_ctx: BackendContext): Hono {
  return new Hono();
}
