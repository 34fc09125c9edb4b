import type { BlogPost } from '@parley/shared';
// The Node entry brings its own WebSocket, so the same fake serves jsdom and server-render tests.
import { createSupabaseClient } from '@parley/shared/node';

/** A post with every field set; override what the test is about. */
export function aPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: '5b8f0c1e-0000-4000-8000-000000000001',
    title: 'Hello world',
    slug: 'hello-world',
    category: 'General',
    excerpt: 'Short',
    content: 'Body',
    cover_image: null,
    published_at: null,
    created_at: '2025-03-14T10:00:00+00:00',
    updated_at: '2025-03-16T10:00:00+00:00',
    author_id: null,
    updated_by: null,
    word_count: 1,
    ...overrides,
  };
}

export interface FakeRequest {
  method: string;
  /** The path under the API, e.g. `/rest/v1/blog_posts` or `/rest/v1/rpc/restore_post_revision`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A Supabase client whose data API is a function of the request, so component tests run the real
 * data-access code (shared) against scripted answers. An answer may be a promise: the request is
 * pending until it settles.
 */
export function fakeSupabase(answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const client = createSupabaseClient({
    url: 'http://supabase.test',
    anonKey: 'test-anon-key',
    persistSession: false,
    autoRefreshToken: false,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      const recorded = {
        method: request.method,
        path: new URL(request.url).pathname,
        query: new URL(request.url).searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(recorded);
      const { status = 200, body, headers } = await answer(recorded);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    },
  });
  return { client, requests };
}
