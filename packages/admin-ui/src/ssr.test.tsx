// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminProvider, PostEditor } from './index';
import { reactRouterNavigation } from './host/react-router-navigation';
import { fakeSupabase } from './test/fake-posts-api';

describe('server rendering', () => {
  it('renders the editor without a DOM, with a plain Content textarea', async () => {
    expect(typeof window).toBe('undefined');
    const routes = [{ path: '/admin/blog/new', element: <PostEditor /> }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://site.test/admin/blog/new'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const host = {
      supabase: fakeSupabase(() => ({ body: [] })).client,
      paths: {
        dashboard: '/admin',
        newPost: '/admin/blog/new',
        editPost: (id: string) => id,
        media: '/media',
        publicPost: (s: string) => s,
      },
      confirm: async () => true,
      notify: () => {},
      navigation: reactRouterNavigation,
    };
    const html = renderToString(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <AdminProvider value={host}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
            />
          </AdminProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(html).toContain('Create New Blog Post');
    expect(html).toMatch(/<label[^>]*for="post-content"[^>]*>Content/);
    expect(html).toMatch(/<textarea[^>]*id="post-content"/);
  });
});
