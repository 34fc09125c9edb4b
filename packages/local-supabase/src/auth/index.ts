import { Hono } from 'hono';
import type { BackendContext } from '../context';

/** GoTrue-compatible routes, mounted at /auth/v1. */
export function createAuthRoutes(_ctx: BackendContext): Hono {
  return new Hono();
}

/** Creates (or updates the password of) the configured admin account, email confirmed. */
export async function ensureAdminAccount(_ctx: BackendContext): Promise<void> {}
