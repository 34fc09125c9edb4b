/**
 * Whether `value` is an absolute http or https URL a browser can load (the URL parser accepts it, and
 * it names a host). The editor's cover rule, and what the site trusts of a stored cover: the table's
 * own check (`^https?://`) lets through URLs no browser can load (`https://exa mple.com/`).
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
