import { isLoopbackHostname } from '@parley/shared/net';

/**
 * Whether `url` would send the studio's traffic (the admin's session, the posts being edited)
 * unencrypted over a network: `http://` to a host other than this computer. Loopback addresses
 * (`localhost`, `127.0.0.0/8`, `[::1]`: the embedded backend's rule) never leave the machine, so the
 * backend `npm start` runs is fine. Anything that is not a URL is the form's validation to answer.
 */
export function isPlainHttpOverNetwork(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  return parsed.protocol === 'http:' && !isLoopbackHostname(parsed.hostname.toLowerCase());
}
