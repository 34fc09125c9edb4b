import type { Page } from '@playwright/test';
import { HOSTILE_MARKDOWN_VECTORS, type HostileMarkdownVector } from '@parley/article/testing';

// The hostile-markdown set, opened in real Chromium by the blog (tests/blog-hostile.spec.ts) and by
// the admin editor's live preview (tests/admin-editor.spec.ts).

// To keep page loads few,
// vectors are concatenated into groups; two vectors defining the same link label ([1], [img], [^1])
// never share a group, since the first definition would shadow the second and hide it. A few
// vectors whose raw HTML could run into a neighbour are also opened alone.

const GROUP_SIZE = 10;
const OPENED_ALONE = [
  'html-script',
  'html-comment-breakout',
  'html-cdata',
  'html-img-onerror-block',
  'link-title-paren',
];

function definedLabels(markdown: string): string[] {
  return [...markdown.matchAll(/^\[([^\]]+)\]:/gm)].map((match) => match[1]!.toLowerCase());
}

function groupVectors(vectors: readonly HostileMarkdownVector[]): HostileMarkdownVector[][] {
  const groups: { vectors: HostileMarkdownVector[]; labels: Set<string> }[] = [];
  for (const vector of vectors) {
    const labels = definedLabels(vector.markdown);
    let group = groups.find(
      (g) => g.vectors.length < GROUP_SIZE && labels.every((label) => !g.labels.has(label)),
    );
    if (!group) groups.push((group = { vectors: [], labels: new Set() }));
    group.vectors.push(vector);
    labels.forEach((label) => group.labels.add(label));
  }
  return groups.map((g) => g.vectors);
}

export const HOSTILE_PAGES: { name: string; vectors: HostileMarkdownVector[] }[] = [
  ...groupVectors(HOSTILE_MARKDOWN_VECTORS).map((vectors, index) => ({
    name: `group ${index + 1}`,
    vectors,
  })),
  ...OPENED_ALONE.map((name) => ({
    name,
    vectors: HOSTILE_MARKDOWN_VECTORS.filter((vector) => vector.name === name),
  })),
];

/** Records every payload that runs: `window.__xss(name)` and the dialog functions. */
export async function recordScriptRuns(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    const record =
      (what: string) =>
      (...args: unknown[]) => {
        calls.push(`${what}(${args.map(String).join(', ')})`);
      };
    Object.assign(window, {
      __xssCalls: calls,
      __xss: record('__xss'),
      alert: record('alert'),
      confirm: record('confirm'),
      prompt: record('prompt'),
    });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`dialog(${dialog.message()})`);
    void dialog.dismiss();
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls)),
    ...dialogs,
  ];
}

/** Every URL-bearing attribute in the document whose scheme could run script or carry a document. */
export function forbiddenUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        if (!/^(href|src|srcset|action|formaction|data|poster|xlink:href|background)$/i.test(name)) continue;
        // Browsers ignore control characters and spaces before a scheme; so does this check.
        const scheme = [...value]
          .filter((char) => char.charCodeAt(0) > 0x20 && !/[\u200b-\u200f\ufeff]/.test(char))
          .join('')
          .toLowerCase();
        if (/^(javascript|vbscript|data):/.test(scheme))
          found.push(`<${element.tagName.toLowerCase()} ${name}="${value}">`);
      }
    }
    return found;
  });
}
