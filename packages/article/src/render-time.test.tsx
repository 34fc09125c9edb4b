import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleBody } from './ArticleBody';

const SECTION = [
  '## Section heading',
  '',
  'Agents negotiate **price**, _delivery_ and `quality` over [FIPA-ACL](https://example.com/fipa). ~~Old terms~~ are dropped.',
  '',
  '- first point with a [link](/blog/other)',
  '- [x] second point',
  '',
  '| Round | Buyer | Seller |',
  '| --: | --: | --: |',
  '| 1 | 100 | 140 |',
  '| 2 | 112 | 130 |',
  '',
  '```ts',
  'const offer = { price: 120, qty: 4 };',
  '```',
  '',
  '> A quoted remark with https://example.org/autolink inside.',
  '',
].join('\n');

function documentOf(size: number): string {
  let text = '';
  let n = 1;
  while (text.length < size) text += SECTION.replace('heading', `heading ${n++}`);
  return text.slice(0, size) + '\n\n[1]: https://example.com/ref "A reference"\n';
}

afterEach(cleanup);

describe('render time', () => {
  it('renders a 50,000-character post and reports how long it took', () => {
    const content = documentOf(50_000);
    renderToString(<ArticleBody content={content} />); // warm-up: module init and JIT
    const runs = 5;
    const start = performance.now();
    let html = '';
    for (let i = 0; i < runs; i++) html = renderToString(<ArticleBody content={content} />);
    const perRender = (performance.now() - start) / runs;
    console.log(
      `[article] 50,000-char post: renderToString ${perRender.toFixed(1)} ms per render (${runs} runs)`,
    );
    expect(html).toContain('A reference');
    expect(html.match(/<table>/g)?.length).toBeGreaterThan(50);
  }, 60_000);

  it('re-renders a 50,000-character post after a one-character edit and reports how long it took', () => {
    const content = documentOf(50_000);
    const { container, rerender } = render(<ArticleBody content={content} />);
    const middle = content.indexOf('Agents', content.length / 2);
    const edited = `${content.slice(0, middle)}Smart a${content.slice(middle + 1)}`;
    const start = performance.now();
    rerender(<ArticleBody content={edited} />);
    const elapsed = performance.now() - start;
    console.log(
      `[article] 50,000-char post: client re-render after a one-character edit ${elapsed.toFixed(1)} ms`,
    );
    expect(container.textContent).toContain('Smart agents negotiate');
  }, 60_000);
});
