/**
 * Whether `url` would send the studio's traffic (the admin's session, the posts being edited)
 * unencrypted over a network: `http://` to a host other than this computer. Loopback addresses
 * (`localhost`, `*.localhost`, `127.0.0.0/8`, `[::1]`) never leave the machine, so the embedded
 * backend `npm start` runs is fine. Anything that is not a URL is the form's validation to answer.
 */
export function isPlainHttpOverNetwork(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.toLowerCase();
  const loopback =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(host);
  return !loopback;
}
