import { decideClientAddress, parseTrustedProxies, type TrustedProxies } from '@parley/shared/client-address';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** The visitor's address, decided once per request by `clientAddressMiddleware`. */
    clientAddress: string;
  }
}

/**
 * SITE_TRUSTED_PROXIES: the reverse proxies (addresses or CIDR ranges, comma separated) whose
 * `X-Forwarded-For` names the visitor. Unset or empty: none, the socket's peer is the visitor and the
 * header, which anyone can send, is ignored. A malformed value stops the server with its reason.
 */
export function readTrustedProxies(env: Record<string, string | undefined>): TrustedProxies {
  try {
    return parseTrustedProxies(env.SITE_TRUSTED_PROXIES ?? '');
  } catch (error) {
    throw new Error(`SITE_TRUSTED_PROXIES: ${(error as Error).message}`);
  }
}

/** The socket's peer (@hono/node-server keeps the Node request); undefined in-process (tests). */
function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/**
 * Decides the visitor's address once per request, by the rule the embedded backend uses too
 * (shared/src/net/client-address.ts): per-visitor limits key on `c.get('clientAddress')`.
 */
export function clientAddressMiddleware(trusted: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientAddress', decideClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };
}
