import type { Image, Root, Text } from 'mdast';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';

/*
 * remark-gfm, with its autolink literals (bare `www.…`, `http(s)://…` and e-mail addresses made
 * links) parsed only for a text that can hold one. They are GFM's costliest part: the e-mail
 * construct is tried at the start of every word, then a second pass runs four regular expressions
 * over every text node; together about half of a post's parse when the post has none.
 *
 * So the text is parsed first with GFM's other extensions (footnotes, strikethrough, tables, task
 * lists), the same packages remark-gfm combines, and this tree is kept unless one of its texts
 * holds `@`, `www.` or `http(s)://` (any case, after escapes and character references are decoded,
 * as both autolink passes see them): without one of these neither pass can make a link, and a
 * construct tried and refused leaves no trace, so the tree is remark-gfm's. Otherwise the text is
 * parsed again with remark-gfm itself. A link's address and an image's source are not texts: a
 * post with `[text](https://…)` links keeps the first tree. A source showing a bare address goes
 * to remark-gfm at once, so a post with one is parsed once, as before.
 */

/** Where an autolink literal could start (linear: literal alternatives, no nesting). */
const AUTOLINK_MARK = /@|www\.|https?:\/\//i;
/**
 * The same in the source, except as a link's destination (`](…` or `<…`): only which parse comes
 * first depends on it, never the result (linear: a bounded prefix before literal alternatives).
 */
const BARE_ADDRESS = /@|(?:^|[^(<]|(?:^|[^\]])\()(?:www\.|https?:\/\/)/i;

/** The full GFM parser, for a text that may hold an autolink literal (exported for its tests to count). */
export const fullGfm = unified().use(remarkParse).use(remarkGfm).freeze();

/** Whether a text of `tree` (GFM but autolink literals) could become an autolink literal. */
export function mayHoldAutolinkLiteral(tree: Root): boolean {
  const pending: unknown[] = [tree];
  while (pending.length > 0) {
    const node = pending.pop() as Root | Text | Image;
    if (node.type === 'text' && AUTOLINK_MARK.test(node.value)) return true;
    // An image's description is its label's text (a literal's link would leave the same words).
    if (node.type === 'image' && node.alt != null && AUTOLINK_MARK.test(node.alt)) return true;
    if ('children' in node) pending.push(...node.children);
  }
  return false;
}

/** remark-gfm's other extensions alone: footnotes, strikethrough, tables, task lists. */
export function remarkGfmWithoutAutolinkLiterals(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push([
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ]);
}

/**
 * The remark plugin, in place of remark-gfm and after remark-parse (react-markdown's
 * `remarkPlugins`): it wraps remark-parse's parser.
 */
export function remarkGfmLazyAutolinks(this: Processor) {
  remarkGfmWithoutAutolinkLiterals.call(this);
  const parseWithoutAutolinkLiterals = this.parser;
  if (parseWithoutAutolinkLiterals === undefined)
    throw new Error('remarkGfmLazyAutolinks follows remark-parse');
  this.parser = (document, file) => {
    // A bare address in the source: most likely a literal, so remark-gfm at once (one parse, not two).
    if (!BARE_ADDRESS.test(document)) {
      const tree = parseWithoutAutolinkLiterals(document, file);
      // remark-parse's parser gives an mdast root (unified types it as any node).
      if (!mayHoldAutolinkLiteral(tree as Root)) return tree;
    }
    return fullGfm.parse(document);
  };
}
