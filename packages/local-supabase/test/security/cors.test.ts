import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../harness';
import { call, leaksSecrets, seedRows, snapshot, startSecurityBackend } from './helpers';

// CORS from a foreign origin. The API is Supabase-like: any origin may call it, because keys and RLS
// guard it, not the origin. What must never happen: credentials allowed together with a reflected
// origin (a page on evil.example reading answers meant for the user's own pages), a preflight that
// runs the request, or the local mailbox (confirmation and recovery links) readable by a foreign page.

const EVIL = 'https://evil.example';
let t: TestBackend;

beforeAll(async () => {
  t = await startSecurityBackend();
  await seedRows(t);
});
afterAll(async () => {
  await t?.close();
});

const preflight = (path: string, method = 'POST', extra: Record<string, string> = {}) =>
  call(t, path, {
    method: 'OPTIONS',
    headers: {
      origin: EVIL,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, apikey, content-type, x-client-info, prefer',
      ...extra,
    },
  });

/** The headers that must never appear with a reflected origin, or at all on this API. */
function expectNoCredentials(response: Response) {
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  expect(response.headers.get('access-control-allow-origin')).not.toBe(EVIL);
  expect(response.headers.get('access-control-allow-private-network')).toBeNull();
}

const apiPaths = [
  '/rest/v1/leads',
  '/rest/v1/blog_posts?select=*',
  '/rest/v1/rpc/is_admin',
  '/rest/v1/no_such_table',
  '/auth/v1/signup',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/user',
  '/auth/v1/logout',
];

describe('preflights to the API from a foreign origin', () => {
  it.each(apiPaths)(
    '%s: 204, any origin (*), the methods, the asked headers, no credentials',
    async (path) => {
      const response = await preflight(path);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const methods = (response.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']));
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const h of ['authorization', 'apikey', 'content-type', 'x-client-info', 'prefer'])
        expect(allowed).toContain(h);
      expect(response.headers.get('access-control-max-age')).toBe('86400');
      expectNoCredentials(response);
      expect(await response.text()).toBe('');
    },
  );

  it('a preflight asking for private-network access from a public page is not granted', async () => {
    const response = await preflight('/rest/v1/leads', 'POST', {
      'access-control-request-private-network': 'true',
    });
    expectNoCredentials(response);
  });

  it('a preflight never runs the request: no body read, no token checked, nothing written', async () => {
    const before = await snapshot(t);
    for (const method of ['POST', 'DELETE', 'PATCH']) {
      const response = await call(t, '/rest/v1/leads?email=not.is.null', {
        method: 'OPTIONS',
        headers: {
          origin: EVIL,
          'access-control-request-method': method,
          authorization: 'Bearer not-a-token',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ kind: 'newsletter', email: 'preflight@example.com' }),
      });
      expect(response.status).toBe(204);
      expect(leaksSecrets(await response.text())).toBe(false);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('answers to a foreign origin', () => {
  it('successes and errors carry ACAO * and never credentials, and RLS still decides what is read', async () => {
    const cases: [string, RequestInit][] = [
      ['/rest/v1/blog_posts?select=title', { headers: { apikey: t.config.anonKey } }],
      ['/rest/v1/leads?select=email', { headers: { apikey: t.config.anonKey } }],
      ['/auth/v1/user', { headers: { apikey: t.config.anonKey, authorization: 'Bearer forged' } }],
      ['/auth/v1/nope', {}],
      ['/nope', {}],
    ];
    for (const [path, init] of cases) {
      const response = await call(t, path, {
        ...init,
        headers: { ...(init.headers as object), origin: EVIL, cookie: 'sb-access-token=whatever' },
      });
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expectNoCredentials(response);
      expect(leaksSecrets(await response.text()), path).toBe(false);
    }
  });

  // The preflight above lets a foreign page send application/json with the (public) anon key, so
  // requiring that Content-Type keeps no page out: what the page can do is what RLS gives anon.
  it('a foreign page can write JSON as anon, so RLS is what limits it: a lead yes, a post no', async () => {
    const headers = {
      origin: EVIL,
      apikey: t.config.anonKey,
      authorization: `Bearer ${t.config.anonKey}`,
      'content-type': 'application/json',
    };
    const lead = await call(t, '/rest/v1/leads', {
      method: 'POST',
      headers,
      body: JSON.stringify({ kind: 'newsletter', email: `cors-${Date.now()}@example.com` }),
    });
    expect(lead.status).toBe(201);
    const before = await snapshot(t);
    const post = await call(t, '/rest/v1/blog_posts', {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'From a foreign page', slug: `cors-${Date.now()}`, content: 'x' }),
    });
    expect(post.status).toBe(401);
    expect(await post.json()).toMatchObject({ code: '42501' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('an Origin of "null" (sandboxed frame, file://) is treated like any other: *, no credentials', async () => {
    const response = await call(t, '/rest/v1/blog_posts?select=title', {
      headers: { apikey: t.config.anonKey, origin: 'null' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expectNoCredentials(response);
  });
});

describe('the local mailbox', () => {
  // The mailbox holds confirmation and recovery links: a foreign page that could read it could reset
  // the admin's password. It is for the developer's own browser tab, so it must carry no CORS header
  // at all (src/http/cors.ts skips /_mail).
  it('a preflight to /_mail/messages from a foreign origin gets no CORS grant', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await call(t, '/_mail/messages', {
        method: 'OPTIONS',
        headers: { origin: EVIL, 'access-control-request-method': method },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('GET /_mail and /_mail/messages with a foreign Origin carry no CORS header', async () => {
    for (const path of ['/_mail', '/_mail/messages']) {
      const response = await call(t, path, { headers: { origin: EVIL } });
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('never grants credentials to a foreign origin either', async () => {
    for (const path of ['/_mail', '/_mail/messages']) {
      const response = await call(t, path, { headers: { origin: EVIL } });
      expectNoCredentials(response);
    }
  });
});
