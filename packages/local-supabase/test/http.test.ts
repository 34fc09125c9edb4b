import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyHttpMiddleware } from '../src/http';
import { startTestBackend, type TestBackend } from './harness';

const MAX_BODY = 4096;
let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend({ MAX_BODY_BYTES: String(MAX_BODY) });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const service = () => ({
  apikey: t.config.serviceRoleKey,
  Authorization: `Bearer ${t.config.serviceRoleKey}`,
  'Content-Type': 'application/json',
});

describe('CORS', () => {
  it('answers a preflight with any origin, the methods, the echoed headers and a day of caching', async () => {
    const response = await fetch(`${t.url}/rest/v1/leads`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, content-type, x-client-info, prefer',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const methods = response.headers.get('access-control-allow-methods') ?? '';
    for (const m of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'])
      expect(methods).toContain(m);
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'apikey, content-type, x-client-info, prefer',
    );
    expect(response.headers.get('access-control-max-age')).toBe('86400');
  });

  it('puts the origin and exposed headers on real responses, auth and rest alike', async () => {
    for (const path of ['/auth/v1/health', '/rest/v1/blog_posts?select=id']) {
      const response = await fetch(`${t.url}${path}`, {
        headers: { Origin: 'http://example.test', apikey: t.config.anonKey },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const exposed = response.headers.get('access-control-expose-headers') ?? '';
      for (const h of [
        'Content-Range',
        'Location',
        'Preference-Applied',
        'X-Supabase-Api-Version',
        'x-sb-error-code',
      ]) {
        expect(exposed).toContain(h);
      }
    }
  });

  it('leaves responses to requests without an Origin alone', async () => {
    const response = await fetch(`${t.url}/auth/v1/health`);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('body limit', () => {
  it('answers 413 JSON to an oversized insert and writes nothing', async () => {
    const email = `big-${Date.now()}@example.test`;
    const body = JSON.stringify({ kind: 'newsletter', email, message: 'x'.repeat(MAX_BODY) });
    const response = await fetch(`${t.url}/rest/v1/leads`, { method: 'POST', headers: service(), body });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: '413', message: 'Payload too large' });
    const { data, error } = await t.service().from('leads').select('id').eq('email', email);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('also catches a streamed body with no Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await fetch(`${t.url}/rest/v1/leads`, {
      method: 'POST',
      headers: service(),
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('lets a body under the limit through', async () => {
    const email = `small-${Date.now()}@example.test`;
    const response = await fetch(`${t.url}/rest/v1/leads`, {
      method: 'POST',
      headers: service(),
      body: JSON.stringify({ kind: 'newsletter', email }),
    });
    expect(response.status).toBe(201);
  });
});

describe('unknown paths and failures', () => {
  it('answers JSON 404 for an unknown path, with CORS', async () => {
    const response = await fetch(`${t.url}/nope/v9`, { headers: { Origin: 'http://example.test' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: '404', message: 'Not found' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('turns an unexpected exception into a generic 500 JSON and logs it', async () => {
    const app = new Hono();
    applyHttpMiddleware(app, { maxBodyBytes: 100, host: '127.0.0.1', allowedHosts: [] });
    app.get('/boom', () => {
      throw new Error('secret internals');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/boom', { headers: { Origin: 'http://example.test' } });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toMatchObject({ code: '500', message: 'Internal server error' });
    expect(JSON.stringify(body)).not.toContain('secret internals');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
