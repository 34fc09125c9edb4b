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
import { createSupabaseClient, type BlogPost } from '@parley/shared';

const TARGET_LENGTH = 50_000;

/** Realistic markdown: headings, paragraphs with links and emphasis, lists, code, references. */
function benchMarkdown(): string {
  const parts: string[] = [];
  for (let section = 1; parts.join('\n\n').length < TARGET_LENGTH - 400; section += 1) {
    parts.push(`## Section ${section}: negotiating at scale`);
    parts.push(
      `Buyer and seller agents exchange **offers** and _counter-offers_ under [FIPA-ACL](https://example.com/fipa/${section}) rules. ` +
        'Each round narrows the gap between price, quantity and delivery until both sides accept or walk away. '.repeat(
          3,
        ),
    );
    parts.push(`- propose ${section}\n- counter-propose\n- accept-proposal\n- inform done`);
    parts.push('```json\n{ "performative": "propose", "content": { "price": 42, "qty": 10 } }\n```');
  }
  parts.push('[1]: https://example.com/paper "Agent negotiation survey"');
  parts.push('The last paragraph, where the benchmark types');
  return parts.join('\n\n').slice(-TARGET_LENGTH);
}

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
    publicPost: (slug) => `/blog/${slug}`,
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
