// @vitest-environment node
import { createSupabaseClient } from '@parley/shared/node';
import { describe, expect, it } from 'vitest';
import { readBlogVersion } from './blog-version';

/** A client whose requests are recorded and answered by `respond`. */
function client(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return respond(request);
  };
  return {
    requests,
    client: createSupabaseClient({
      url: 'http://supabase.test',
      anonKey: 'anon',
      fetch: fetch as typeof globalThis.fetch,
    }),
  };
}

const version = (text: unknown) =>
  new Response(JSON.stringify(text), { headers: { 'content-type': 'application/json' } });

describe('readBlogVersion', () => {
  it('asks the database for the version of the posts a visitor can read', async () => {
    const { client: anon, requests } = client(() => version('20/1767236645.678/1767236000/-123456'));
    expect(await readBlogVersion(anon)).toBe('20/1767236645.678/1767236000/-123456');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET'); // a read: sent again on a reset connection (server/backend-fetch.ts);
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/published_posts_version');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer anon');
  });

  it('answers what the database answers: every change of the visible posts is a new text there', async () => {
    // supabase/tests/published-posts-version.test.ts shows the database's side, a scheduled post
    // going live while another is unpublished included; here, that no part of it is dropped.
    const texts = ['2/1/5/7', '2/1/6/7', '2/1/5/8', '3/1/5/7', '2/2/5/7'];
    const read = await Promise.all(texts.map((text) => readBlogVersion(client(() => version(text)).client)));
    expect(read).toEqual(texts);
  });

  it('reads an empty blog', async () => {
    expect(await readBlogVersion(client(() => version('0///0')).client)).toBe('0///0');
  });

  it('throws on an answer that is not a version, rather than caching under it', async () => {
    for (const answer of [null, 3, { count: 1 }])
      await expect(readBlogVersion(client(() => version(answer)).client)).rejects.toThrow(/blog's version/);
  });

  it('throws when the backend cannot answer, once (no retries)', async () => {
    const { client: anon, requests } = client(
      () =>
        new Response(JSON.stringify({ code: 'PGRST000', message: 'down', details: null, hint: null }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(readBlogVersion(anon)).rejects.toThrow(/blog's version/);
    expect(requests).toHaveLength(1);
  });
});
