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

const rows = (updatedAt: string, total: number) =>
  new Response(JSON.stringify([{ updated_at: updatedAt }]), {
    status: 206,
    headers: { 'content-type': 'application/json', 'content-range': `0-0/${total}` },
  });

describe('readBlogVersion', () => {
  it('asks for the newest updated_at and the count of the posts a visitor can read', async () => {
    const { client: anon, requests } = client(() => rows('2026-01-02T03:04:05.678+00:00', 20));
    expect(await readBlogVersion(anon)).toBe('20/2026-01-02T03:04:05.678+00:00');
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/rest/v1/blog_posts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      select: 'updated_at',
      order: 'updated_at.desc',
      limit: '1',
    });
    expect(requests[0]!.headers.get('prefer')).toBe('count=exact');
  });

  it('changes with an edit (newest updated_at) and with a delete (count)', async () => {
    const versions = await Promise.all(
      [
        rows('2026-01-01T00:00:00+00:00', 20),
        rows('2026-01-01T00:00:01+00:00', 20),
        rows('2026-01-01T00:00:00+00:00', 19),
      ].map((answer) => readBlogVersion(client(() => answer).client)),
    );
    expect(new Set(versions).size).toBe(3);
  });

  it('reads an empty blog', async () => {
    const empty = new Response('[]', {
      headers: { 'content-type': 'application/json', 'content-range': '*/0' },
    });
    expect(await readBlogVersion(client(() => empty).client)).toBe('0/');
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
