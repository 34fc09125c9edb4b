import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { scanStartTags, type StartTag } from './start-tags';

const tagsOf = (html: string) => {
  const tags: StartTag[] = [];
  scanStartTags(html, (tag) => tags.push(tag));
  return tags;
};

/** What htmlparser2 (the full parser the scanner stands in for) reads, values undecoded like the scanner's. */
const parsed = (html: string) => {
  const tags: StartTag[] = [];
  new Parser(
    { onopentag: (name, attributes) => tags.push({ name, attributes: Object.entries(attributes) }) },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: false },
  ).end(html);
  return tags;
};

describe('scanStartTags', () => {
  it('reads names and attributes: quoted either way, unquoted, without a value, names lowercased', () => {
    expect(
      tagsOf(`<DIV Class="a b" data-x='y "z"' hidden type=module id = "k"><br/><img src="/i.png" alt=""/>`),
    ).toEqual([
      {
        name: 'div',
        attributes: [
          ['class', 'a b'],
          ['data-x', 'y "z"'],
          ['hidden', ''],
          ['type', 'module'],
          ['id', 'k'],
        ],
      },
      { name: 'br', attributes: [] },
      {
        name: 'img',
        attributes: [
          ['src', '/i.png'],
          ['alt', ''],
        ],
      },
    ]);
  });

  it('skips comments, end tags, the doctype, text with `<`, and a `>` inside a quoted value', () => {
    expect(
      tagsOf('<!doctype html><!-- <p class="no"> --><p title="a > b">x < y</p><!----><i></i>').map(
        (tag) => tag.name,
      ),
    ).toEqual(['p', 'i']);
    expect(tagsOf('<p title="a > b">')[0]!.attributes).toEqual([['title', 'a > b']]);
  });

  it('reads no tag inside a script, a style, a textarea or a title, whatever the case of its end tag', () => {
    const html =
      '<script>if (a<b) document.write("<div class=\'x\'>")</SCRIPT ><style>a<b{}</style>' +
      '<textarea><span></textarea><title><em></title><p>';
    expect(tagsOf(html).map((tag) => tag.name)).toEqual(['script', 'style', 'textarea', 'title', 'p']);
  });

  it('ends at an unterminated comment, tag, value or raw text without reading past it', () => {
    expect(tagsOf('<p><!-- <a href="x">').map((tag) => tag.name)).toEqual(['p']);
    expect(tagsOf('<p><script><a>').map((tag) => tag.name)).toEqual(['p', 'script']);
    expect(tagsOf('<a href="never closed><b>')).toEqual([
      { name: 'a', attributes: [['href', 'never closed><b>']] },
    ]);
    expect(tagsOf('')).toEqual([]);
    expect(tagsOf('<')).toEqual([]);
    expect(tagsOf('text only')).toEqual([]);
  });

  it('reads what htmlparser2 reads on markup as React and the template write it', () => {
    const html =
      '<!DOCTYPE html><html lang="en" data-mantine-color-scheme="light"><head><meta charSet="utf-8"/>' +
      '<script type="module" crossorigin src="/assets/a.js"></script><link rel="stylesheet" href="/s.css">' +
      '<script type="application/ld+json">{"a":"<\\/script>"}</script></head><body><div id="root">' +
      '<style data-mantine-styles="true">:root{--x:1}</style><a class="m_1 mantine-Button" href="/a?b=1&amp;c=2" data-variant="filled">' +
      '<svg viewBox="0 0 24 24"><path d="M1 1"></path></svg>Go<!-- --> now</a><input type="checkbox" checked=""/>' +
      '<template><b>t</b></template><noscript><link rel="stylesheet" href="/s.css"></noscript></div></body></html>';
    expect(tagsOf(html)).toEqual(parsed(html));
  });

  it('takes linear time on hostile input: unterminated raw text, endless tags and comments', () => {
    const size = 400_000;
    for (const html of [
      '<script>'.repeat(size / 8),
      '<a b'.repeat(size / 4),
      '<!--'.repeat(size / 4),
      '<a '.repeat(size / 3) + '"'.repeat(size),
      `<p title="${'x'.repeat(size)}`,
    ]) {
      const started = performance.now();
      tagsOf(html);
      // Generous: a quadratic scan of 400 KB takes minutes; a linear one, milliseconds.
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
