import { createContext } from 'react';
import type { PageHead } from './page-head';

/**
 * Where a server render records the page's head: `PageMeta` reports to it while rendering, and the
 * server writes the result into the document's `<head>` (and uses its status). Absent in the browser.
 */
export interface HeadCollector {
  record(head: PageHead): void;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** A collector for one server render; the last page head reported wins (the innermost page). */
export function createHeadCollector(): HeadCollector & { readonly head: PageHead | undefined } {
  let head: PageHead | undefined;
  return {
    record(next) {
      head = next;
    },
    get head() {
      return head;
    },
  };
}
