import { isAbsolute, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The renderer is served from app://studio/, a standard secure origin, rather than file://. */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://studio`;

/**
 * Maps an app://studio/... URL to a file inside the renderer folder, or null when the path would leave
 * it (`..`, encoded slashes): the protocol handler then answers 404.
 */
export function resolveAppUrl(url: string, rendererDir: string): string | null {
  let pathname: string;
  try {
    const parsed = new URL(url);
    if (`${parsed.protocol}//${parsed.host}` !== APP_ORIGIN) return null;
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const target = resolve(rendererDir, `.${pathname === '/' ? '/index.html' : pathname}`);
  const inside = relative(rendererDir, target);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  return pathToFileURL(target).href;
}
