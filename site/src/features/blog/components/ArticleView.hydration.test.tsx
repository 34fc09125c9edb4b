import { MantineProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import Markdown from 'react-markdown';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHydrating } from '../../../app/hydration';
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
    container.innerHTML = renderToString(app(<ArticleView post={post} />));
    document.body.append(container);
    vi.mocked(Markdown).mockClear();

    setHydrating(true);
    await act(async () => {
      hydrateRoot(container, app(<ArticleView post={post} />));
    });

    expect(Markdown).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'price' })).toHaveAttribute('href', 'https://example.com');
  });

  it('renders the markdown when the post arrives in the browser (a navigation, a refetch)', () => {
    vi.mocked(Markdown).mockClear();
    renderBlog(<ArticleView post={post} />);
    expect(Markdown).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
  });
});
