// @vitest-environment node
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@parley/router/memory';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../lib/filter-posts';
import { listPage, makePost } from '../testing/render-blog';
import { ArticleView } from './ArticleView';
import { BlogPostList } from './BlogPostList';

// Public pages are rendered on the server too: no window or document in render (docs/product-rules.md).
function html(ui: ReactElement): string {
  return renderToString(
    <MantineProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('blog components on a server', () => {
  it('render without a browser', () => {
    expect(typeof window).toBe('undefined');
    const posts = [makePost({ title: 'First post' }), makePost({ title: 'Second post' })];
    expect(
      html(<BlogPostList status="success" list={listPage(posts, posts.length)} filters={NO_FILTERS} />),
    ).toContain('Second post');
    expect(html(<BlogPostList status="pending" list={undefined} filters={NO_FILTERS} />)).toContain(
      'Loading blog posts',
    );
    expect(
      html(<ArticleView post={makePost({ title: 'On the server', content: '## Hi\n\nText.' })} />),
    ).toContain('On the server');
  });
});

describe('cover images in the server HTML', () => {
  const covers = (markup: string) =>
    [...markup.matchAll(/<img[^>]*>/g)].map((match) => ({
      loading: /loading="(\w+)"/.exec(match[0])?.[1],
      priority: /fetchPriority="(\w+)"/i.exec(match[0])?.[1],
    }));

  it('load the featured post’s cover at once and first, the other covers as they scroll into view', () => {
    const posts = [
      makePost({ title: 'Featured' }),
      makePost({ title: 'Second' }),
      makePost({ title: 'Third' }),
    ];
    const [featured, ...rest] = covers(
      html(<BlogPostList status="success" list={listPage(posts, posts.length)} filters={NO_FILTERS} />),
    );
    expect(featured).toEqual({ loading: 'eager', priority: 'high' });
    expect(rest).toEqual([
      { loading: 'lazy', priority: 'auto' },
      { loading: 'lazy', priority: 'auto' },
    ]);
  });

  it('load an article’s own cover at once and first', () => {
    expect(
      covers(
        html(
          <ArticleView
            post={makePost({ title: 'With a cover', cover_image: 'https://example.com/c.png' })}
          />,
        ),
      )[0],
    ).toEqual({
      loading: 'eager',
      priority: 'high',
    });
  });
});
