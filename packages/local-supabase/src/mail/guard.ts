import type { Context, MiddlewareHandler } from 'hono';
import type { BackendContext } from '../context';
import { jsonError } from '../http/errors';
import { isLoopbackAddress, isLoopbackHost } from '@parley/shared/net';
import { cameOverSocket, peerAddress, requestHost } from '../http/request-host';
import { verifyJwt } from '../jwt';

/**
 * The mailbox holds every user's confirmation and password-reset links, so only the person at this
 * machine may read it: the Host must be a loopback name (a DNS-rebound page carries its own name)
 * and, over a socket, the peer must be this machine too (on a LAN bind anyone could send
 * `Host: localhost`). API_ALLOWED_HOSTS never opens it. The refusal says nothing about the mail.
 */
export function mailboxGuard(): MiddlewareHandler {
  return async (c, next) => {
    const localPeer = !cameOverSocket(c) || isLoopbackAddress(peerAddress(c));
    if (!localPeer || !isLoopbackHost(requestHost(c))) return jsonError(c, 403, 'Host not allowed');
    // Links and codes must not linger in a cache or be embedded by another origin.
    c.header('Cache-Control', 'no-store');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
  };
}

/** The credentials a request offers: the apikey header and the Bearer token, if any. */
function offeredTokens(c: Context): string[] {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return [c.req.header('apikey'), bearer].filter((t): t is string => typeof t === 'string' && t !== '');
}

/**
 * Whether the request holds the service_role key (or any token signed with the JWT secret whose role
 * is service_role), as apikey or Bearer. The configured key is itself such a token: the backend
 * refuses to start when it is not.
 */
export async function hasServiceRole(c: Context, ctx: BackendContext): Promise<boolean> {
  for (const token of offeredTokens(c)) {
    try {
      const claims = await verifyJwt(token, ctx.config.jwtSecret);
      if (claims.role === 'service_role') return true;
    } catch {
      // Not a valid token: try the other one.
    }
  }
  return false;
}

/** Emptying the mailbox destroys other people's links: service_role only. */
export function requireServiceRole(ctx: BackendContext): MiddlewareHandler {
  return async (c, next) => {
    if (!(await hasServiceRole(c, ctx))) {
      c.header('WWW-Authenticate', 'Bearer');
      return jsonError(c, 401, 'The service_role key is required to clear the mailbox');
    }
    await next();
  };
}
