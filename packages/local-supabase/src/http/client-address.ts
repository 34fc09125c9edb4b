import type { Context, MiddlewareHandler } from 'hono';
import { decideClientAddress, plainAddress, type TrustedProxies } from '@parley/shared/client-address';
import { peerAddress } from './request-host';

export { decideClientAddress, parseTrustedProxies, type TrustedProxies } from '@parley/shared/client-address';

declare module 'hono' {
  interface ContextVariableMap {
    /** The client's address, decided once per request by `clientAddressMiddleware`. */
    clientAddress: string;
  }
}

/** Decides the client's address once per request, before any route (see decideClientAddress). */
export function clientAddressMiddleware(trusted: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientAddress', decideClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };
}

/**
 * The client's address as the middleware decided it. Routes mounted without the HTTP layer (unit
 * tests of one route module) fall back to the socket's peer, believing no header.
 */
export function clientAddress(c: Context): string {
  const peer = peerAddress(c);
  return c.get('clientAddress') ?? (peer === undefined ? 'unknown' : plainAddress(peer));
}
