import { MantineProvider } from '@mantine/core';
import { type ListPage } from '@parley/shared/paging';
import { BLOG_PAGE_SIZE } from '@parley/shared/posts';
import { type BlogPost } from '@parley/shared/supabase';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@parley/router/memory';

/** Renders blog UI the way the app does: inside Mantine and a router. */
export function renderBlog(ui: ReactElement) {
  return render(
    <MantineProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}

let sequence = 0;

/** A published post with readable defaults. */
export function makePost(fields: Partial<BlogPost> & Pick<BlogPost, 'title'>): BlogPost {
  sequence += 1;
  return {
    id: `post-${sequence}`,
    slug: `post-${sequence}`,
    category: 'General',
    word_count: 1,
    excerpt: `About ${fields.title}`,
    content: `Body of ${fields.title}`,
    cover_image: null,
    published_at: '2025-01-01T12:00:00.000Z',
    created_at: '2024-12-01T12:00:00.000Z',
    updated_at: '2024-12-01T12:00:00.000Z',
    author_id: null,
    updated_by: null,
    author_name: null,
    author_slug: null,
    meta_title: null,
    meta_description: null,
    social_image: null,
    canonical_url: null,
    ...fields,
  };
}

/** A page of the blog list as the database answers it: these rows, of `total` matching, page `page`. */
export function listPage<T>(rows: T[], total: number, page = 1): ListPage<T> {
  return {
    rows,
    total,
    page,
    pageSize: BLOG_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
  };
}
