import type { RenderedPage } from '../src/entry-server';
import type { PageFinisher } from './finish-page';
import { findInlineCode, type InlineCode } from './inline-scripts';
import { contentSecurityPolicy, type SecurityPolicyOptions } from './security-headers';

/** A page with nothing of its own: what the finisher makes of it is what every page shares. */
const EMPTY_PAGE: RenderedPage = { status: 200, head: '', body: '', data: '', routeModules: [] };

/** Fails loudly on inline code a hash-only policy would block: the page would half work. */
function assertNoEventHandlers(code: InlineCode, where: string): void {
  if (code.eventHandlers.length === 0) return;
  throw new Error(
    `${where} carries inline event handlers, which the Content-Security-Policy blocks: ` +
      code.eventHandlers.join(', '),
  );
}

/**
 * The Content-Security-Policies of the site's pages. A page may run the inline scripts of the
 * document shell (the build's template as the finisher completes it: whatever it adds, e.g. the
 * critical CSS's stylesheet loader), found by finishing an empty page. A page rendered on request
 * gets those alone, never hashes of its own scripts: it carries stored content (posts), and a
 * script smuggled into that content must not be allowed by its own hash. A prerendered page is
 * built from code only, so its own inline scripts are trusted too, hashed once when it is loaded.
 */
export interface PagePolicies {
  /** The policy of a page rendered on request (the shell's scripts only). */
  rendered(): Promise<string>;
  /**
   * The policy of a prerendered page (the shell's scripts and its own), when asked. Reads the page
   * at once, so a page the policy would break stops the server when it loads the page.
   */
  prerendered(html: string): () => Promise<string>;
}

export function createPagePolicies(finishPage: PageFinisher, options: SecurityPolicyOptions): PagePolicies {
  let shell: Promise<readonly string[]> | undefined;
  const shellHashes = () => {
    shell ??= finishPage(EMPTY_PAGE).then((html) => {
      const code = findInlineCode(html);
      assertNoEventHandlers(code, 'The page template');
      return code.scriptHashes;
    });
    // A failure is not remembered: the next page tries again (and fails the same way if it must).
    shell.catch(() => (shell = undefined));
    return shell;
  };
  return {
    rendered: async () => contentSecurityPolicy(options, await shellHashes()),
    prerendered: (html) => {
      const own = findInlineCode(html);
      assertNoEventHandlers(own, 'A prerendered page');
      return async () => {
        const hashes = new Set([...(await shellHashes()), ...own.scriptHashes]);
        return contentSecurityPolicy(options, [...hashes]);
      };
    },
  };
}
