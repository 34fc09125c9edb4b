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
import { unified, type Processor, type Transformer } from 'unified';

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
 * post with `[text](https://…)` links keeps the first tree; a bare URL costs both parses.
 */

/** Where an autolink literal could start (linear: literal alternatives, no nesting). */
const AUTOLINK_MARK = /@|www\.|https?:\/\//i;

/** The full GFM parser, for a text that may hold an autolink literal. */
const fullGfm = unified().use(remarkParse).use(remarkGfm).freeze();

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

/** The remark plugin: use it in place of remark-gfm (same options: none). */
export function remarkGfmLazyAutolinks(this: Processor): Transformer<Root, Root> {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push([
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ]);
  return (tree, file) => {
    if (!mayHoldAutolinkLiteral(tree)) return undefined;
    // The second parse reads the file the tree came from (react-markdown and `process` pass it; a
    // bare `runSync(tree)` hands an empty one, which would lose the text: refused). A tree with a
    // text cannot come from an empty file.
    if (String(file.value ?? '') === '')
      throw new Error('remarkGfmLazyAutolinks needs the file its tree was parsed from');
    return fullGfm.parse(file);
  };
}
