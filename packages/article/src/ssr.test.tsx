import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './ArticleBody';

const CONTENT = [
  '# Negotiation',
  '',
  'Buyers and sellers [1] agree on **price**. See [docs](/docs) and [the site](https://example.com).',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  '- [x] done',
  '',
  '![chart](https://example.com/c.png)',
  '',
  'Note[^n].',
  '',
  '[^n]: A footnote.',
  '',
  '[1]: https://example.com/paper "The paper"',
].join('\n');

describe('ArticleBody on the server', () => {
  it('renders to a string with the body and the references', () => {
    const html = renderToString(<ArticleBody content={CONTENT} />);
    expect(html).toContain('<h2>Negotiation</h2>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">the site</a>',
    );
    expect(html).toMatch(
      /<li value="1"><a href="https:\/\/example.com\/paper" target="_blank" rel="noopener noreferrer">The paper<\/a><\/li>/,
    );
    expect(html).not.toContain('[1]: https://example.com/paper');
  });

  it('hydrates the server markup without a mismatch', async () => {
    const html = renderToString(<ArticleBody content={CONTENT} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const serverDom = host.innerHTML; // jsdom's serialisation, to compare like with like
    const errors: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(async () =>
      hydrateRoot(host, <ArticleBody content={CONTENT} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(host.innerHTML).toBe(serverDom);
    act(() => root.unmount());
    host.remove();
  });
});
