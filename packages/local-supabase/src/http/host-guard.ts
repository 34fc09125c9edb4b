import type { MiddlewareHandler } from 'hono';
import { jsonError } from './errors';
import { hostnameOf, isLoopbackAddress, isLoopbackHostname, isWildcardAddress } from '@parley/shared/net';
import { requestHost } from './request-host';

export interface HostPolicy {
  /** The address the server binds (API_HOST). */
  bindHost: string;
  /** API_ALLOWED_HOSTS: further names clients may use; `*` turns the check off. */
  allowedHosts: string[];
}

/**
 * The names requests may carry in Host: the loopback names always; the bind address itself when it
 * is one specific non-loopback address (a LAN IP); and API_ALLOWED_HOSTS. Ports are ignored.
 * Undefined means any name (`*`).
 */
export function allowedHostnames(policy: HostPolicy): ((name: string) => boolean) | undefined {
  if (policy.allowedHosts.includes('*')) return undefined;
  const names = new Set<string>();
  const bind = policy.bindHost.trim().toLowerCase();
  if (!isLoopbackAddress(bind) && !isWildcardAddress(bind)) {
    names.add(bind.includes(':') && !bind.startsWith('[') ? `[${bind}]` : bind);
  }
  for (const entry of policy.allowedHosts) {
    const name = hostnameOf(entry);
    if (name !== undefined) names.add(name);
  }
  return (name) => isLoopbackHostname(name) || names.has(name);
}

/**
 * DNS-rebinding defence. A page on evil.example can make its own name resolve to 127.0.0.1; the
 * browser then treats this server as evil.example (same origin, no CORS involved) but still sends
 * `Host: evil.example`. Refusing every Host that is not one of our names, before any route, stops
 * that. A 403 in PostgREST's error shape, which supabase-js reads.
 */
export function hostGuard(policy: HostPolicy): MiddlewareHandler {
  const allowed = allowedHostnames(policy);
  return async (c, next) => {
    if (allowed !== undefined) {
      const name = hostnameOf(requestHost(c));
      if (name === undefined || !allowed(name)) {
        return jsonError(
          c,
          403,
          'Host not allowed',
          'This server answers only to localhost, 127.0.0.1, [::1] and the names in API_ALLOWED_HOSTS',
        );
      }
    }
    await next();
  };
}
