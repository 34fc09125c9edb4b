import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ArticleBody } from './ArticleBody';
import { ImageSizesContext } from './image-sizes';
import { MarkdownElementCache } from './markdown-cache';
import { MarkdownBlock } from './MarkdownBlock';

const element = (text: string) => createElement('p', null, text);

describe('MarkdownElementCache', () => {
  it('makes the elements of a key once, and again for another key', () => {
    const cache = new MarkdownElementCache(10, 1_000);
    const make = vi.fn(() => element('a'));
    const first = cache.get('a', make);
    expect(cache.get('a', make)).toBe(first);
    expect(make).toHaveBeenCalledOnce();
    expect(cache.get('b', () => element('b'))).not.toBe(first);
  });

  it('keeps at most its entries and characters, least recently used first out', () => {
    const byEntries = new MarkdownElementCache(2, 1_000);
    const a = byEntries.get('a', () => element('a'));
    byEntries.get('b', () => element('b'));
    byEntries.get('a', () => element('a again')); // a is now the most recently used
    byEntries.get('c', () => element('c'));
    expect(byEntries.size).toBe(2);
    expect(byEntries.get('a', () => element('a again'))).toBe(a);
    const make = vi.fn(() => element('b again'));
    byEntries.get('b', make);
    expect(make).toHaveBeenCalledOnce(); // b had gone

    const byChars = new MarkdownElementCache(100, 10);
    byChars.get('12345', () => element('1'));
    byChars.get('67890', () => element('2'));
    byChars.get('abcdef', () => element('3'));
    expect(byChars.size).toBe(1);
    // A text longer than the whole bound is made, never kept.
    const huge = vi.fn(() => element('huge'));
    byChars.get('x'.repeat(11), huge);
    byChars.get('x'.repeat(11), huge);
    expect(huge).toHaveBeenCalledTimes(2);
    expect(byChars.size).toBe(1);
  });
});

describe('MarkdownBlock with kept elements', () => {
  it('renders an edited text as edited, never the text kept before it', () => {
    const before = renderToString(<MarkdownBlock markdown={'# Title\n\nFirst version'} />);
    const after = renderToString(<MarkdownBlock markdown={'# Title\n\nSecond version'} />);
    expect(before).toContain('First version');
    expect(after).toContain('Second version');
    expect(after).not.toContain('First version');
  });

  it('renders the same markup from kept elements, each render reading its own image sizes', () => {
    const content = '## Part\n\n![Chart](https://cdn.example/chart.png)\n\nText [a link](/blog/x).';
    const first = renderToString(<ArticleBody content={content} chunked={false} />);
    expect(renderToString(<ArticleBody content={content} chunked={false} />)).toBe(first);
    const sized = renderToString(
      <ImageSizesContext value={{ 'https://cdn.example/chart.png': { width: 640, height: 480 } }}>
        <MarkdownBlock markdown={'![Chart](https://cdn.example/chart.png)'} eagerFirstImage />
      </ImageSizesContext>,
    );
    expect(sized).toMatch(/width="640"/);
    expect(sized).not.toMatch(/loading="lazy"/);
    // The same text as a lazy image is its own entry.
    expect(renderToString(<MarkdownBlock markdown={'![Chart](https://cdn.example/chart.png)'} />)).toMatch(
      /loading="lazy"/,
    );
  });
});
