import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import { bodyLimit } from './body-limit';
import { clientAddressMiddleware, parseTrustedProxies } from './client-address';

const NO_TRUSTED_PROXIES = parseTrustedProxies('');
import { cors } from './cors';
import { notFound, onError } from './errors';
import { hostGuard } from './host-guard';

export interface HttpLayerOptions {
  /** Path prefixes served to this machine only, which get no CORS headers (the mailbox). */
  privatePrefixes?: string[];
  /** Path prefixes whose routes read and cap their bodies themselves (Storage uploads, 10 MB). */
  ownBodyLimitPrefixes?: string[];
}

/** The cross-cutting HTTP layer; call before mounting routes so it wraps every one of them. */
export function applyHttpMiddleware(
  app: Hono,
  config: Pick<BackendConfig, 'maxBodyBytes' | 'host' | 'allowedHosts'> &
    Partial<Pick<BackendConfig, 'trustedProxies'>>,
  options: HttpLayerOptions = {},
): void {
  // First, so a request under a foreign Host name reaches nothing, not even CORS.
  app.use('*', hostGuard({ bindHost: config.host, allowedHosts: config.allowedHosts }));
  app.use('*', cors({ excludePrefixes: options.privatePrefixes }));
  app.use('*', clientAddressMiddleware(config.trustedProxies ?? NO_TRUSTED_PROXIES));
  const limit = bodyLimit(config.maxBodyBytes);
  const own = options.ownBodyLimitPrefixes ?? [];
  app.use('*', (c, next) =>
    own.some((p) => c.req.path === p || c.req.path.startsWith(`${p}/`)) ? next() : limit(c, next),
  );
  app.notFound(notFound);
  app.onError(onError);
}
