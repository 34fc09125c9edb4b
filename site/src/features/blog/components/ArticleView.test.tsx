import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost, renderBlog } from '../testing/render-blog';
import { ArticleView } from './ArticleView';

const content = `Agents bargain [1].

# A section

[1]: https://example.com/paper "The Paper"
`;

describe('ArticleView', () => {
  it('shows the title as the only h1, the category, the fixed author and the published date', async () => {
    renderBlog(
      <ArticleView
        post={makePost({
          title: 'Agents',
          category: 'Research',
          content,
          published_at: '2025-03-15T23:30:00.000Z',
        })}
      />,
    );
    // The body's renderer is downloaded on first use in the browser.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'A section' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agents');
    expect(screen.getByText('Research')).toBeInTheDocument();
    expect(screen.getByText('By Admin')).toBeInTheDocument();
    expect(screen.getByText('March 15, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('falls back to the creation date for a post without a published date', () => {
    renderBlog(
      <ArticleView
        post={makePost({ title: 'Draft', published_at: null, created_at: '2024-11-05T08:00:00.000Z' })}
      />,
    );
    expect(screen.getByText('November 5, 2024')).toBeInTheDocument();
  });

  it('lists references as links in a new tab and drops their lines from the body', async () => {
    renderBlog(<ArticleView post={makePost({ title: 'Cited', content })} />);
    const references = (await screen.findByRole('heading', { name: 'References' }, { timeout: 5_000 }))
      .parentElement!;
    const link = within(references).getByRole('link', { name: 'The Paper' });
    expect(link).toHaveAttribute('href', 'https://example.com/paper');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText(/\[1\]: https/)).not.toBeInTheDocument();
  });

  it('shows the cover only when the post has one', () => {
    const { container, unmount } = renderBlog(
      <ArticleView post={makePost({ title: 'Bare', cover_image: null })} />,
    );
    expect(container.querySelector('img')).toBeNull();
    unmount();
    const view = renderBlog(
      <ArticleView post={makePost({ title: 'Covered', cover_image: 'https://images.example/c.png' })} />,
    );
    expect(view.container.querySelector('img')).toHaveAttribute('src', 'https://images.example/c.png');
  });

  it('shows the admin actions it is given', () => {
    renderBlog(
      <ArticleView post={makePost({ title: 'Mine' })} adminActions={<a href="/edit">Edit Post</a>} />,
    );
    expect(screen.getByRole('link', { name: 'Edit Post' })).toBeInTheDocument();
  });
});
