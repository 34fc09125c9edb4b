import { MantineProvider } from '@mantine/core';
import { act, cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import Markdown from 'react-markdown';
import { MemoryRouter } from '@parley/router/memory';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHydrating } from '../../../lib/hydration';
import { makePost, renderBlog } from '../testing/render-blog';
import { ArticleView } from './ArticleView';

// The markdown renderer the article uses, watched: hydrating a post must not run it.
vi.mock('react-markdown', { spy: true });

const post = makePost({
  title: 'Kept',
  content: '## Terms\n\nAgents agree on [price](https://example.com).',
});
const app = (ui: ReactElement) => (
  <MantineProvider>
    <MemoryRouter>{ui}</MemoryRouter>
  </MantineProvider>
);

afterEach(() => {
  setHydrating(false);
  document.body.innerHTML = '';
});

describe('ArticleView and hydration', () => {
  it('keeps the server’s article while hydrating, without rendering the markdown again', async () => {
    const container = document.createElement('div');
    // The server's HTML, with the body's renderer loaded, as on the site's server after its first
    // post (entry-server.tsx waits for it; renderToString cannot, and mixing React's server and
    // client renderers asynchronously in one test confuses their shared contexts).
    renderBlog(<ArticleView post={post} />);
    await screen.findByRole('heading', { level: 2, name: 'Terms' });
    cleanup();
    container.innerHTML = renderToString(app(<ArticleView post={post} />));
    expect(container.querySelector('h2')).toHaveTextContent('Terms');
    document.body.append(container);
    vi.mocked(Markdown).mockClear();

    setHydrating(true);
    const root = await act(async () => hydrateRoot(container, app(<ArticleView post={post} />)));
    setHydrating(false); // as RootLayout does once hydrated

    expect(Markdown).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'price' })).toHaveAttribute('href', 'https://example.com');

    // New content afterwards (a refetch after an edit) is rendered in place of the kept HTML.
    const edited = { ...post, content: '## Revised terms\n\nAgents agree on delivery.' };
    await act(async () => root.render(app(<ArticleView post={edited} />)));
    expect(await screen.findByRole('heading', { level: 2, name: 'Revised terms' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Terms' })).not.toBeInTheDocument();
    root.unmount();
  });

  it('renders the markdown when the post arrives in the browser (a navigation, a refetch)', async () => {
    // A text this module has not rendered yet: the article keeps rendered markdown by its text
    // (packages/article markdown-cache.ts), so the first test's text would come from that cache.
    const arriving = makePost({ title: 'Arriving', content: '## Arriving terms\n\nAgents agree on volume.' });
    vi.mocked(Markdown).mockClear();
    renderBlog(<ArticleView post={arriving} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Arriving terms' })).toBeInTheDocument();
    expect(Markdown).toHaveBeenCalled();
  });
});
