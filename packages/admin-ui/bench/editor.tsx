// The page `npm run bench:editor` drives: the real admin editor (@parley/admin-ui) opened on a
// 50,000-character post, with a Supabase client whose data API answers from memory.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles.css';
import '@parley/article/article.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminProvider, PostEditor, type AdminHost } from '@parley/admin-ui';
import { createSupabaseClient, type BlogPost } from '@parley/shared/supabase';
import { blogPostPath } from '@parley/shared/site-paths';
import { benchMarkdown } from './bench-content';

const post: BlogPost = {
  id: 'bench-post',
  title: 'Benchmark post',
  slug: 'benchmark-post',
  category: 'General',
  excerpt: 'A long post for the editor benchmark',
  content: benchMarkdown(),
  cover_image: null,
  published_at: null,
  created_at: '2026-01-01T00:00:00+00:00',
  updated_at: '2026-01-01T00:00:00+00:00',
  author_id: null,
};

const supabase = createSupabaseClient({
  url: 'http://bench.invalid',
  anonKey: 'bench',
  persistSession: false,
  autoRefreshToken: false,
  fetch: async () =>
    new Response(JSON.stringify([post]), { headers: { 'content-type': 'application/json' } }),
});

const host: AdminHost = {
  supabase,
  paths: {
    dashboard: '/admin',
    newPost: '/new',
    editPost: (id) => `/edit/${id}`,
    media: '/media',
    publicPost: blogPostPath,
  },
  confirm: async () => true,
  notify: () => {},
  userId: null,
};

const router = createMemoryRouter([{ path: '*', element: <PostEditor postId={post.id} /> }]);

(window as unknown as { benchContentLength: number }).benchContentLength = post.content.length;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <AdminProvider value={host}>
          <RouterProvider router={router} />
        </AdminProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
