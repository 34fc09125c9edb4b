import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, NO_FILTERS } from '../lib/filter-posts';
import { makePost, renderBlog } from '../testing/render-blog';
import { BlogPostList } from './BlogPostList';

const posts = [
  makePost({
    title: 'Newest',
    slug: 'newest',
    published_at: '2025-03-15T10:00:00.000Z',
    category: 'Research',
  }),
  makePost({ title: 'Older', slug: 'older', published_at: '2025-02-03T10:00:00.000Z', category: 'Guides' }),
  makePost({
    title: 'Oldest',
    slug: 'oldest',
    published_at: '2025-01-20T10:00:00.000Z',
    category: 'Research',
  }),
];

describe('BlogPostList', () => {
  it('shows a skeleton while loading', () => {
    renderBlog(<BlogPostList status="pending" posts={undefined} filters={NO_FILTERS} />);
    expect(screen.getByLabelText('Loading blog posts')).toBeInTheDocument();
  });

  it('shows the error message when loading failed', () => {
    renderBlog(<BlogPostList status="error" posts={undefined} filters={NO_FILTERS} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading blog posts. Please try again later.');
  });

  it('says there are no posts yet, with the empty action, when nothing is filtered', () => {
    renderBlog(
      <BlogPostList status="success" posts={[]} filters={NO_FILTERS} emptyAction={<button>Create</button>} />,
    );
    expect(screen.getByText('No blog posts yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('says nothing matches, without the empty action, when filters hide every post', () => {
    renderBlog(
      <BlogPostList
        status="success"
        posts={posts}
        filters={{ search: 'zebra', category: ALL_CATEGORIES }}
        emptyAction={<button>Create</button>}
      />,
    );
    expect(screen.getByText('No matching posts found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('features the first post with its long date and lists the rest with short dates', () => {
    renderBlog(<BlogPostList status="success" posts={posts} filters={NO_FILTERS} />);
    const [featured, ...grid] = screen.getAllByRole('article');
    expect(featured).toHaveAccessibleName('Newest');
    expect(within(featured!).getByText('Featured')).toBeInTheDocument();
    expect(within(featured!).getByText('March 15, 2025')).toBeInTheDocument();
    expect(within(featured!).getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/blog/newest');
    expect(grid).toHaveLength(2);
    expect(within(grid[0]!).getByText('Feb 3, 2025')).toBeInTheDocument();
    expect(within(grid[1]!).getByRole('link', { name: 'Oldest' })).toHaveAttribute('href', '/blog/oldest');
  });

  it('features the first post of the filtered list', () => {
    renderBlog(<BlogPostList status="success" posts={posts} filters={{ search: '', category: 'Guides' }} />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(1);
    expect(within(articles[0]!).getByText('February 3, 2025')).toBeInTheDocument();
  });

  it('gives every card a cover image, falling back to a local one', () => {
    renderBlog(<BlogPostList status="success" posts={posts} filters={NO_FILTERS} />);
    for (const article of screen.getAllByRole('article')) {
      expect(article.querySelector('img')?.getAttribute('src')).toMatch(/cover-(agents|network|market)/);
    }
  });
});
