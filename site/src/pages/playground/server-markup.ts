import { useCallback, useState } from 'react';

/**
 * Props that keep an element's inside as the server rendered it while React hydrates the page:
 * React leaves the inside of an element with `dangerouslySetInnerHTML` alone when hydrating, and
 * never writes the empty string afterwards because it does not change. The element itself (its tag
 * and attributes) must be rendered as the server rendered it. (ArticleView keeps a post's body so.)
 */
export const KEEP_SERVER_MARKUP = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true };

/**
 * Whether the page still shows the server's rendering of what `key` names: true from hydration
 * until `key` first changes or `release()` is called (then the browser renders it, for good). Always
 * false on the server and for a page rendered in the browser (a navigation). `fromServer` says
 * whether this render hydrates the server's HTML: the page reads it when the whole document hydrates
 * (`isHydrating()`), since the part using this hook is loaded and hydrated later.
 */
export function useServerMarkupKept(
  key: string,
  fromServer: boolean,
): { kept: boolean; release: () => void } {
  const [serverKey, setServerKey] = useState(() => (fromServer ? key : null));
  const release = useCallback(() => setServerKey(null), []);
  // Another key renders over the server's markup: back at the first key (browser history), it is gone.
  if (serverKey !== null && serverKey !== key) setServerKey(null);
  return { kept: serverKey === key, release };
}
