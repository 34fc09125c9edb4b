import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_MARKDOWN_VECTORS } from './hostile-vectors';
import {
  fullGfm,
  mayHoldAutolinkLiteral,
  remarkGfmLazyAutolinks,
  remarkGfmWithoutAutolinkLiterals,
} from './remark-gfm-lazy-autolinks';

const withRemarkGfm = unified().use(remarkParse).use(remarkGfm);
const lazy = unified().use(remarkParse).use(remarkGfmLazyAutolinks);
const firstParse = unified().use(remarkParse).use(remarkGfmWithoutAutolinkLiterals);

/** The tree each gives: remark-gfm's, and the plugin's after its transform. */
const trees = (markdown: string) => ({
  expected: withRemarkGfm.runSync(withRemarkGfm.parse(markdown)),
  actual: lazy.runSync(lazy.parse(markdown)),
});

// The bench's posts (scripts/bench-seed.ts): no links at all.
const benchPost = Array.from(
  { length: 12 },
  (_, p) =>
    `## Part ${p + 1}\n\nAn agent negotiating on a buyer's behalf weighs price, delivery and terms; ` +
    `round ${p + 1} of case 7 shows how a firm anchor and small, reasoned concessions close.\n`,
).join('\n');

const AUTOLINK_CASES = [
  'See www.example.com today.',
  'See WWW.EXAMPLE.COM today.',
  'See http://example.com and https://example.com/a?b=c.',
  'See HTTPS://EXAMPLE.COM.',
  'Write to someone@example.com.',
  'Write to mailto:someone@example.com or xmpp:someone@example.com.',
  // Decoded before either autolink pass sees the text: an escape and character references.
  'Write to someone&#64;example.com.',
  'See www&#46;example.com and &#119;ww.example.com.',
  'See www\\.example.com and http\\://example.com.',
  'Write to someone&commat;example.com.',
  // Not a link: an escaped bracket, an unopened label; the address is bare text.
  '\\[here](https://example.com) and here](https://example.org)',
  '[www.example.com](/about) and ![www.example.com](/a.png) and ![mail a@b.co](/b.png)',
  '~~www.example.com~~ *http://example.com* **a@b.co**',
  '| site | mail |\n| - | - |\n| www.example.com | a@b.co |',
  '- [x] www.example.com\n- [ ] done',
  'Note[^1].\n\n[^1]: At https://example.com.',
  '<https://example.com> and <a@b.co> and `www.example.com` and `a@b.co`',
  '```\nhttps://example.com in code\n```',
  'www.example.com/*a*b and http://example.com/(x)',
  '\uFEFFA byte order mark, then www.example.com',
  'Windows lines:\r\nwww.example.com\r\n\r\nand a@b.co\r\n',
];

const NO_AUTOLINK_CASES = [
  benchPost,
  'A [link](https://example.com "www.example.com title") and [ref][1].\n\n[1]: https://example.org',
  '![chart](https://example.com/c.png)\n\n| a | b |\n| - | - |\n| 1 | ~~2~~ |\n\n- [x] done\n\nNote[^n].\n\n[^n]: A footnote.',
  'R&D costs 5 & more; a \\* star; www example com; http without colon.',
  '',
];

describe('remark-gfm with lazy autolink literals', () => {
  it.each([...AUTOLINK_CASES, ...NO_AUTOLINK_CASES])('gives remark-gfm’s tree: %j', (markdown) => {
    const { expected, actual } = trees(markdown);
    expect(actual).toEqual(expected);
  });

  it.each(HOSTILE_MARKDOWN_VECTORS.map((vector) => [vector.name, vector.markdown]))(
    'gives remark-gfm’s tree for the hostile vector %s',
    (_, markdown) => {
      const { expected, actual } = trees(markdown);
      expect(actual).toEqual(expected);
    },
  );

  it('makes the links remark-gfm makes (bare, decoded, escaped)', () => {
    const links = (markdown: string) =>
      JSON.stringify(trees(markdown).actual).match(/"type":"link","title":null,"url":"[^"]*"/g) ?? [];
    expect(links('Write to someone&#64;example.com.')).toEqual([
      '"type":"link","title":null,"url":"mailto:someone@example.com"',
    ]);
    expect(links('See www\\.example.com.')).toEqual([
      '"type":"link","title":null,"url":"http://www.example.com"',
    ]);
  });

  it('keeps the first parse for a text without a bare address (links and images are not texts)', () => {
    for (const markdown of NO_AUTOLINK_CASES) {
      expect(mayHoldAutolinkLiteral(firstParse.parse(markdown))).toBe(false);
    }
    for (const markdown of AUTOLINK_CASES.slice(0, 10)) {
      expect(mayHoldAutolinkLiteral(firstParse.parse(markdown))).toBe(true);
    }
  });

  describe('which parse runs (the speed-up itself)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('never runs the full GFM parse for a post without a bare address', () => {
      const full = vi.spyOn(fullGfm, 'parse');
      // A reference definition's address (`[1]: https://…`) reads as bare to the source check: that
      // post takes the full parse at once (once, as remark-gfm alone would), the same tree.
      const definesReference = (markdown: string) => /^\[[^\]]+\]: *https?:/m.test(markdown);
      for (const markdown of NO_AUTOLINK_CASES.filter((m) => !definesReference(m))) lazy.parse(markdown);
      expect(full).not.toHaveBeenCalled();
      for (const markdown of NO_AUTOLINK_CASES.filter(definesReference)) lazy.parse(markdown);
      expect(full).toHaveBeenCalledTimes(NO_AUTOLINK_CASES.filter(definesReference).length);
    });

    it('runs it exactly once for a post with one, however it is written', () => {
      const full = vi.spyOn(fullGfm, 'parse');
      for (const markdown of [
        'Mail me at a@b.co',
        'See www\\.example.com.',
        'Write to someone&#64;example.com.',
      ]) {
        full.mockClear();
        lazy.parse(markdown);
        expect(full, markdown).toHaveBeenCalledTimes(1);
      }
    });
  });
});
