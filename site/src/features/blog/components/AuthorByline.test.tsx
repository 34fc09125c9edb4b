import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost, renderBlog } from '../testing/render-blog';
import { AuthorByline } from './AuthorByline';

describe('AuthorByline', () => {
  it('names the author and links to their page', () => {
    renderBlog(
      <AuthorByline post={makePost({ title: 'T', author_name: 'Ada Lovelace', author_slug: 'ada' })} />,
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/blog/author/ada');
    expect(screen.getByText(/^By/)).toHaveTextContent('By Ada Lovelace');
  });

  it('keeps a removed author’s name without a link, and reads "Admin" for an unsigned post', () => {
    renderBlog(<AuthorByline post={makePost({ title: 'T', author_name: 'Lee Ving', author_slug: null })} />);
    expect(screen.getByText('By Lee Ving')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a hostile name as text and keeps a hostile slug inside one path segment', () => {
    const { container } = renderBlog(
      <AuthorByline
        post={makePost({ title: 'T', author_name: '<img src=x onerror=alert(1)>', author_slug: '../x' })}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/blog/author/..%2Fx');
  });
});
