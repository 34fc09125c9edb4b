import type { BlogPost } from '@parley/shared/supabase';
// The tests' one fake client (the Node client: its own WebSocket, so it serves jsdom and
// server-render tests alike); this module only scripts the admin screens' requests on it.
import { createTestClient, type RecordedRequest } from '@parley/shared/testing';

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
    author_name: null,
    author_slug: null,
    meta_title: null,
    meta_description: null,
    social_image: null,
    canonical_url: null,
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

/** The editor's tag requests (tag list, a post's tags, saving them): kept apart, answered with none. */
const TAG_PATHS: Record<string, unknown> = {
  '/rest/v1/rpc/admin_tags': [],
  '/rest/v1/post_tags': [],
  '/rest/v1/rpc/set_post_tags': [],
};

/**
 * A Supabase client whose data API is a function of the request, so component tests run the real
 * data-access code (shared) against scripted answers. An answer may be a promise: the request is
 * pending until it settles. The editor's tag requests are answered "no tags" unless `answer`
 * scripts them (`tagAnswer`), and recorded in `tagRequests`, so the posts' requests stay as scripted.
 */
export function fakeSupabase(
  answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
  tagAnswer: (request: FakeRequest) => FakeAnswer | undefined = () => undefined,
) {
  const requests: FakeRequest[] = [];
  /**
   * The editor's side reads (the authors to choose from, a post's preview links) are answered with no
   * rows and left out of `requests`, so a test about the post sees the post's requests only; a test
   * about them reads `sideReads`.
   */
  const sideReads: FakeRequest[] = [];
  const tagRequests: FakeRequest[] = [];
  const { client } = createTestClient(async (fetched: RecordedRequest) => {
    const recorded: FakeRequest = {
      method: fetched.method,
      path: fetched.path,
      query: fetched.params,
      body: fetched.body,
    };
    if (recorded.method === 'GET' && SIDE_READS.has(recorded.path) && !answersSideReads.has(answer)) {
      sideReads.push(recorded);
      return { body: [] };
    }
    const isTagRequest = recorded.path in TAG_PATHS;
    (isTagRequest ? tagRequests : requests).push(recorded);
    return isTagRequest ? (tagAnswer(recorded) ?? { body: TAG_PATHS[recorded.path] }) : answer(recorded);
  });
  return { client, requests, sideReads, tagRequests };
}

const SIDE_READS = new Set(['/rest/v1/author_profiles', '/rest/v1/post_preview_tokens']);
const answersSideReads = new WeakSet<object>();

/** Marks an answer function as answering the side reads too (a test of the author choice or sharing). */
export function withSideReads<T extends object>(answer: T): T {
  answersSideReads.add(answer);
  return answer;
}
