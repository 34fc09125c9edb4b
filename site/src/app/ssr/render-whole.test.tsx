// @vitest-environment node
import { lazy, Suspense, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { renderWhole } from './render-whole';

async function prerendered(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return text(prelude);
}

function Page({ children }: { children?: ReactNode }) {
  return (
    <main>
      <h1 id="title">Prices &lt; 5</h1>
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </main>
  );
}

describe('renderWhole', () => {
  it('gives a page that does not suspend exactly as the prerender does', async () => {
    const app = <Page>{'<!--$!--> is text here, escaped'}</Page>;
    const markup = await renderWhole(app);
    expect(markup).toBe(await prerendered(app));
    expect(markup).toContain('&lt;!--$!--&gt; is text here');
  });

  it('waits for a part that suspends (a lazy component not loaded yet) instead of leaving it to the browser', async () => {
    let loads = 0;
    const Body = lazy(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { default: () => <p>The whole body</p> };
    });
    const app = (
      <Page>
        <Body />
      </Page>
    );
    const first = await renderWhole(app);
    expect(first).toContain('<p>The whole body</p>');
    expect(first).not.toContain('Loading…');
    expect(first).not.toContain('<!--$!-->');
    // Loaded now: the next render is the quick one, with the same bytes.
    expect(await renderWhole(app)).toBe(first);
    expect(loads).toBe(1);
  });

  it('waits for a part that suspends outside any boundary, as the prerender did, instead of failing', async () => {
    const Later = lazy(async () => ({ default: () => <p>Loaded late</p> }));
    expect(await renderWhole(<Later />)).toBe('<p>Loaded late</p>');
  });
});
