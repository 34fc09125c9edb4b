import fc from 'fast-check';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './ArticleBody';
import { MarkdownBlock } from './MarkdownBlock';
import { splitBlocks } from './split-blocks';

describe('splitBlocks', () => {
  it('splits top-level blocks at blank lines and loses no character', () => {
    const body = '# Title\n\nFirst para\nstill first.\n\n| a | b |\n| - | - |\n\nLast';
    expect(splitBlocks(body)).toEqual([
      '# Title\n\n',
      'First para\nstill first.\n\n',
      '| a | b |\n| - | - |\n\n',
      'Last',
    ]);
  });

  it('keeps a fenced code block with blank lines in one chunk', () => {
    const body = 'Intro\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\nAfter';
    expect(splitBlocks(body)).toEqual(['Intro\n\n', '```ts\nconst a = 1;\n\nconst b = 2;\n```\n\n', 'After']);
  });

  it('keeps loose lists and indented continuations together', () => {
    expect(splitBlocks('- one\n\n- two\n\n  more of two\n\nEnd')).toEqual([
      '- one\n\n- two\n\n  more of two\n\n',
      'End',
    ]);
    expect(splitBlocks('1. one\n\n2) two')).toEqual(['1. one\n\n2) two']);
  });

  it('does not split documents with definitions or raw HTML blocks', () => {
    for (const body of [
      'See [x].\n\n[x]: /a\n\nMore',
      'Note[^1]\n\n[^1]: a\n\nMore',
      '<!--\n\nhidden\n\n-->\n\nMore',
    ]) {
      expect(splitBlocks(body)).toEqual([body]);
    }
  });
});

// Equivalence: the chunked render must show exactly what rendering the whole body would.
const FRAGMENTS = [
  '',
  '',
  '',
  '',
  'Plain text with **bold** and `code`.',
  '# Heading',
  '## Sub',
  'Title',
  '===',
  '---',
  '***',
  '- item',
  '* star',
  '+ plus',
  '1. first',
  '2) second',
  '- [ ] task',
  '- [x] done',
  '  indented continuation',
  '    indented code',
  '\tTabbed',
  '> quote',
  '>',
  '```',
  '```js',
  '~~~',
  '~~~~',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  'https://example.com/auto',
  '~~gone~~',
  '[link](/x)',
  '![img](https://example.com/i.png)',
  '\r',
  'trailing  ',
  '  ```',
  '10. ten',
];

function html(nodes: ReactNode): string {
  return renderToString(nodes).replace(/>\s+</g, '><');
}

describe('splitBlocks equivalence', () => {
  it('renders chunk by chunk exactly like the whole body', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 }), (lines) => {
        const body = lines.join('\n');
        const chunks = splitBlocks(body);
        expect(chunks.join('')).toBe(body);
        const chunked = html(chunks.map((markdown, i) => <MarkdownBlock key={i} markdown={markdown} />));
        expect(chunked).toBe(html(<MarkdownBlock markdown={body} />));
      }),
      { numRuns: 400 },
    );
  });

  it('renders a whole article (chunked={false}, a post page) exactly like its chunks', () => {
    // Images aside: a chunk of code holding `![` takes the eager first image from a later chunk's
    // picture (ArticleBody's known approximation), which the whole body does not.
    const withoutImages = FRAGMENTS.filter((fragment) => !fragment.includes('!['));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...withoutImages), { maxLength: 30 }), (lines) => {
        const body = lines.join('\n');
        expect(html(<ArticleBody content={body} chunked={false} />)).toBe(
          html(<ArticleBody content={body} />),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('keeps a body whole when a fence inside a list item meets a less indented fence (found by the property above)', () => {
    const body = ['- [x] done', '  ```', '```', '', '***'].join('\n');
    expect(splitBlocks(body)).toEqual([body]);
    expect(html(<MarkdownBlock markdown={body} />)).toContain('***');
  });
});
