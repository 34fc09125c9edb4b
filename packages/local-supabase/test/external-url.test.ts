import { decodeJwt } from 'jose';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readBackendConfig, type BackendConfig } from '../src/config';
import { createBackend, type Backend } from '../src/server';

// API_EXTERNAL_URL (GoTrue's name for it): the public base URL for the JWT issuer and mailed links,
// whose host the Host guard accepts. Without it, a wildcard bind (0.0.0.0, ::) must not leak into
// links as http://0.0.0.0:54321, which the Host guard itself refuses and no browser can open.

const supabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url));

function configError(env: Record<string, string>): string {
  try {
    readBackendConfig({ DATA_DIR: 'memory', ...env }, supabaseDir);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('readBackendConfig accepted the configuration');
}

describe('API_EXTERNAL_URL in the configuration', () => {
  it('unset: the API URL is the bind address, or 127.0.0.1 for a wildcard bind', () => {
    const base = { DATA_DIR: 'memory', API_PORT: '54321', ALLOW_INSECURE_DEFAULTS: '1' };
    const url = (host: string) => readBackendConfig({ ...base, API_HOST: host }, supabaseDir).apiUrl;
    expect(url('127.0.0.1')).toBe('http://127.0.0.1:54321');
    expect(url('192.168.1.5')).toBe('http://192.168.1.5:54321');
    expect(url('0.0.0.0')).toBe('http://127.0.0.1:54321');
    expect(url('::')).toBe('http://127.0.0.1:54321');
    expect(url('::1')).toBe('http://[::1]:54321');
    expect(readBackendConfig({ DATA_DIR: 'memory' }, supabaseDir).externalUrl).toBeUndefined();
  });

  it('set: it is the API URL (trailing slash dropped, a path kept) and its host is allowed', () => {
    const config = readBackendConfig(
      {
        DATA_DIR: 'memory',
        API_EXTERNAL_URL: 'https://API.Parley.example/backend/',
        ALLOW_INSECURE_DEFAULTS: '1',
      },
      supabaseDir,
    );
    expect(config.externalUrl).toBe('https://api.parley.example/backend');
    expect(config.apiUrl).toBe('https://api.parley.example/backend');
    expect(config.allowedHosts).toContain('api.parley.example');
    const withPort = readBackendConfig(
      { DATA_DIR: 'memory', API_EXTERNAL_URL: 'http://localhost:8000' },
      supabaseDir,
    );
    expect(withPort.apiUrl).toBe('http://localhost:8000');
  });

  it.each([
    ['empty', '', 'is empty'],
    ['blank', '   ', 'is empty'],
    ['not a URL', 'parley.example', 'not a URL'],
    ['another scheme', 'ftp://parley.example', 'http:// or https://'],
    ['javascript', 'javascript:alert(1)', 'http:// or https://'],
    ['credentials', 'https://admin:secret@parley.example', 'credentials'],
    ['a user name', 'https://admin@parley.example', 'credentials'],
    ['a query', 'https://parley.example/?next=/', 'query'],
    ['an empty query', 'https://parley.example/?', 'query'],
    ['a fragment', 'https://parley.example/#top', 'fragment'],
    ['the auth path', 'https://parley.example/auth/v1', 'without /auth/v1'],
  ])('%s is a clear startup error', (_label, value, expected) => {
    const message = configError({ API_EXTERNAL_URL: value });
    expect(message).toContain('Invalid backend configuration');
    expect(message).toContain('API_EXTERNAL_URL');
    expect(message).toContain(expected);
    // A password given by mistake is never echoed back.
    expect(message).not.toContain('secret@');
  });

  it('a public API_EXTERNAL_URL counts as reachable: the public local secrets are refused', () => {
    const message = configError({ API_EXTERNAL_URL: 'https://api.parley.example' });
    expect(message).toContain('API_EXTERNAL_URL=https://api.parley.example');
    expect(message).toContain('  JWT_SECRET:');
    expect(message).toContain('ALLOW_INSECURE_DEFAULTS=1');
    // A loopback external URL (a local proxy on another port) is as private as the bind.
    expect(
      readBackendConfig({ DATA_DIR: 'memory', API_EXTERNAL_URL: 'http://localhost:8000' }, supabaseDir)
        .insecureDefaults,
    ).toEqual([]);
  });
});

describe('mailed links and the issuer', () => {
  let backend: Backend | undefined;
  afterEach(async () => {
    await backend?.ctx.db.close();
    backend = undefined;
  });

  /** Signs up through the app (no socket needed) and returns the mailed link and the Host used. */
  async function signUpVia(config: BackendConfig, host: string): Promise<string> {
    backend = await createBackend(config);
    const email = `external-${Date.now()}@example.com`;
    const response = await backend.app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { host, apikey: config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-password' }),
    });
    expect(response.status).toBe(200);
    const mail = backend.ctx.mailbox.parsedMessages().find((m) => m.to === email)!;
    return mail.links[0]!;
  }

  /** Opens a link the way a browser on the public URL would: its path, with its Host header. */
  async function open(config: BackendConfig, link: string): Promise<Response> {
    const url = new URL(link);
    const path = url.pathname.slice(new URL(config.apiUrl).pathname.replace(/\/$/, '').length);
    return backend!.app.request(`${path}${url.search}`, { headers: { host: url.host } });
  }

  it('with API_EXTERNAL_URL, the link and the token issuer use it, and the Host guard lets it in', async () => {
    const config = readBackendConfig(
      {
        DATA_DIR: 'memory',
        RATE_LIMITS: 'off',
        API_EXTERNAL_URL: 'https://api.parley.example/backend',
        ALLOW_INSECURE_DEFAULTS: '1',
        SITE_URL: 'https://parley.example',
      },
      supabaseDir,
    );
    const link = await signUpVia(config, 'api.parley.example');
    expect(link.startsWith('https://api.parley.example/backend/auth/v1/verify?token=')).toBe(true);

    const verified = await open(config, link);
    expect(verified.status).toBe(303);
    const fragment = new URLSearchParams(verified.headers.get('location')!.split('#')[1]);
    const accessToken = fragment.get('access_token');
    expect(accessToken).toBeTruthy();
    expect(decodeJwt(accessToken!).iss).toBe('https://api.parley.example/backend/auth/v1');

    // Other names are still refused.
    const evil = await backend!.app.request('/auth/v1/health', { headers: { host: 'evil.example' } });
    expect(evil.status).toBe(403);
  });

  it('on a wildcard bind without API_EXTERNAL_URL, the link names 127.0.0.1, which the guard accepts', async () => {
    const config = readBackendConfig(
      {
        DATA_DIR: 'memory',
        RATE_LIMITS: 'off',
        API_HOST: '0.0.0.0',
        API_PORT: '54321',
        ALLOW_INSECURE_DEFAULTS: '1',
      },
      supabaseDir,
    );
    const link = await signUpVia(config, '127.0.0.1:54321');
    expect(link.startsWith('http://127.0.0.1:54321/auth/v1/verify?token=')).toBe(true);
    const verified = await open(config, link);
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toContain('access_token=');
  });
});
