import type { BlogPostSummary } from '@parley/shared/posts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../lib/filter-posts';
import { listPage, makePost, renderBlog } from '../testing/render-blog';
import { BlogPostList } from './BlogPostList';
import { visiblePages } from './BlogPagination';

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

const many = (count: number): BlogPostSummary[] =>
  Array.from({ length: count }, (_, index) => makePost({ title: `Post ${index + 1}` }));

describe('BlogPostList', () => {
  it('shows a skeleton while loading', () => {
    renderBlog(<BlogPostList status="pending" list={undefined} filters={NO_FILTERS} />);
    expect(screen.getByLabelText('Loading blog posts')).toBeInTheDocument();
  });

  it('shows the error message when loading failed', () => {
    renderBlog(<BlogPostList status="error" list={undefined} filters={NO_FILTERS} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading blog posts. Please try again later.');
  });

  it('says there are no posts yet, with the empty action, when nothing is filtered', () => {
    renderBlog(
      <BlogPostList
        status="success"
        list={listPage([], 0)}
        filters={NO_FILTERS}
        emptyAction={<button>Create</button>}
      />,
    );
    expect(screen.getByText('No blog posts yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('says nothing matches, without the empty action, when filters hide every post', () => {
    renderBlog(
      <BlogPostList
        status="success"
        list={listPage([], 0)}
        filters={{ search: 'zebra', category: 'All Categories' }}
        emptyAction={<button>Create</button>}
      />,
    );
    expect(screen.getByText('No matching posts found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('features the first post with its long date and lists the rest with short dates', () => {
    renderBlog(<BlogPostList status="success" list={listPage(posts, 3)} filters={NO_FILTERS} />);
    const [featured, ...grid] = screen.getAllByRole('article');
    expect(featured).toHaveAccessibleName('Newest');
    expect(within(featured!).getByText('Featured')).toBeInTheDocument();
    expect(within(featured!).getByText('March 15, 2025')).toBeInTheDocument();
    expect(within(featured!).getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/blog/newest');
    expect(grid).toHaveLength(2);
    expect(within(grid[0]!).getByText('Feb 3, 2025')).toBeInTheDocument();
    expect(within(grid[1]!).getByRole('link', { name: 'Oldest' })).toHaveAttribute('href', '/blog/oldest');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('signs every card: the author linked to their page, "Admin" for an unsigned post', () => {
    const signed = [
      makePost({ title: 'Signed', author_name: 'Ada Lovelace', author_slug: 'ada' }),
      makePost({ title: 'Removed author', author_name: 'Lee Ving', author_slug: null }),
      makePost({ title: 'Unsigned' }),
    ];
    renderBlog(<BlogPostList status="success" list={listPage(signed, 3)} filters={NO_FILTERS} />);
    const [featured, removed, unsigned] = screen.getAllByRole('article');
    expect(within(featured!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/blog/author/ada',
    );
    expect(within(removed!).getByText('By Lee Ving')).toBeInTheDocument();
    expect(within(removed!).queryByRole('link', { name: 'Lee Ving' })).toBeNull();
    expect(within(unsigned!).getByText('By Admin')).toBeInTheDocument();
  });

  it('gives every card a cover image, falling back to a local one', () => {
    renderBlog(<BlogPostList status="success" list={listPage(posts, 3)} filters={NO_FILTERS} />);
    for (const article of screen.getAllByRole('article')) {
      expect(article.querySelector('img')?.getAttribute('src')).toMatch(/cover-(agents|network|market)/);
    }
  });

  it('links the other pages, keeping the filters, with the current page marked', () => {
    const filters = { search: 'deal', category: 'Guides' };
    renderBlog(<BlogPostList status="success" list={listPage(many(12), 30, 2)} filters={filters} />);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/blog?q=deal&category=Guides&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/blog?q=deal&category=Guides',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/blog?q=deal&category=Guides&page=3',
    );
  });

  it('features no post on a later page: all are cards', () => {
    renderBlog(<BlogPostList status="success" list={listPage(many(12), 30, 2)} filters={NO_FILTERS} />);
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('says a page past the end does not exist, and links to the last one', () => {
    renderBlog(<BlogPostList status="success" list={listPage([], 30, 9)} filters={NO_FILTERS} />);
    expect(screen.getByText('There is no page 9: this list has 3 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute('href', '/blog?page=3');
  });
});

describe('visiblePages', () => {
  it('shows every page of a short list', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows the ends and the neighbourhood of the current page of a long one', () => {
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});
