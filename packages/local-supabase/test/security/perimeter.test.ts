// The embedded backend's perimeter: who may reach it (Host), what other origins may read (CORS),
// who may read and clear the mailbox, and which secrets it refuses to serve on a reachable address.
import fc from 'fast-check';
import { Hono } from 'hono';
import { request, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { readBackendConfig, type BackendConfig } from '../../src/config';
import type { BackendContext } from '../../src/context';
import { applyHttpMiddleware } from '../../src/http';
import { signJwt } from '../../src/jwt';
import { LOCAL_ADMIN_PASSWORD, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../src/local-secrets';
import { Mailbox } from '../../src/mail/mailbox';
import { createMailRoutes } from '../../src/mail/routes';
import { createBackend } from '../../src/server';
import { freePort, spawnCli, waitUntilUp, type CliProcess } from '../cli-process';
import { startTestBackend, type TestBackend } from '../harness';

const supabaseDir = fileURLToPath(new URL('../../../../supabase', import.meta.url));
const EVIL = 'https://evil.example';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request over a real socket with exactly these headers (fetch will not send a chosen Host). */
function raw(path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(path, t.url);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    for (const [name, value] of Object.entries(options.headers ?? {})) req.setHeader(name, value);
    req.on('error', reject);
    req.end();
  });
}

function corsHeaderNames(headers: Headers | IncomingHttpHeaders): string[] {
  const names = headers instanceof Headers ? [...headers.keys()] : Object.keys(headers);
  return names.filter((n) => n.toLowerCase().startsWith('access-control-'));
}

/** A mail whose link is a secret an attacker would want. */
function sendSecretMail(): string {
  const secret = `reset-${crypto.randomUUID()}`;
  t.backend.ctx.mailbox.send({
    to: DEFAULT_ADMIN_EMAIL,
    subject: 'Reset your password',
    text: `Follow http://127.0.0.1/auth/v1/verify?token=${secret}`,
    links: [`http://127.0.0.1/auth/v1/verify?token=${secret}`],
  });
  return secret;
}

describe('the mailbox is private to this machine', () => {
  it('sends no CORS headers on the mailbox, even to a request with a foreign Origin', async () => {
    sendSecretMail();
    for (const path of ['/_mail', '/_mail/messages', '/%5Fmail/messages']) {
      const response = await fetch(`${t.url}${path}`, { headers: { Origin: EVIL } });
      expect(response.status, path).toBe(200);
      expect(corsHeaderNames(response.headers), path).toEqual([]);
    }
  });

  it('answers no preflight for the mailbox', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${t.url}/_mail/messages`, {
        method: 'OPTIONS',
        headers: {
          Origin: EVIL,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'apikey',
        },
      });
      expect(corsHeaderNames(response.headers), method).toEqual([]);
      expect(response.status).not.toBe(204);
    }
  });

  it('answers the mailbox under loopback names only (DNS rebinding), showing a foreign Host none of the mail', async () => {
    const secret = sendSecretMail();
    const port = new URL(t.url).port;
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      '127.0.0.1.evil.example',
      `localhost.evil.example:${port}`,
      '[::2]',
      '',
    ]) {
      for (const path of ['/_mail', '/_mail/messages']) {
        const response = await raw(path, { headers: { Host: host } });
        expect(response.status, `${host} ${path}`).toBe(403);
        expect(response.body).not.toContain(secret);
        expect(response.body).not.toContain(DEFAULT_ADMIN_EMAIL);
      }
    }
    for (const host of [
      `127.0.0.1:${port}`,
      '127.0.0.1',
      '127.1.2.3',
      `localhost:${port}`,
      'LOCALHOST',
      `[::1]:${port}`,
    ]) {
      const response = await raw('/_mail/messages', { headers: { Host: host } });
      expect(response.status, host).toBe(200);
    }
  });

  it('refuses Host: localhost from another machine (a LAN bind lets anyone send that header)', async () => {
    const secret = sendSecretMail();
    const fromPeer = (remoteAddress: string) =>
      t.backend.app.request(
        '/_mail/messages',
        { headers: { Host: 'localhost' } },
        {
          incoming: { socket: { remoteAddress } },
        },
      );
    const lan = await fromPeer('192.168.1.7');
    expect(lan.status).toBe(403);
    expect(await lan.text()).not.toContain(secret);
    expect((await fromPeer('10.0.0.2')).status).toBe(403);
    expect((await fromPeer('::ffff:127.0.0.1')).status).toBe(200);
    expect((await fromPeer('::1')).status).toBe(200);
  });

  it('clears the mailbox only with the service_role key; every other credential is refused', async () => {
    const userToken = await signJwt(
      {
        sub: crypto.randomUUID(),
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
      },
      t.config.jwtSecret,
    );
    const forgedServiceRole = await signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 3600 },
      'another-secret-another-secret-another-secret',
    );
    const refused: Record<string, string>[] = [
      {},
      { apikey: '' },
      { apikey: t.config.anonKey },
      { Authorization: `Bearer ${t.config.anonKey}` },
      { apikey: t.config.anonKey, Authorization: `Bearer ${userToken}` },
      { Authorization: 'Bearer ' },
      { Authorization: t.config.serviceRoleKey }, // no Bearer scheme
      { apikey: 'null' },
      { apikey: forgedServiceRole },
      { Authorization: `Bearer ${forgedServiceRole}` },
      { apikey: `${t.config.serviceRoleKey}x` },
      { apikey: 'x'.repeat(8_000) }, // Node refuses headers over 16 KB itself (431)
    ];
    const secret = sendSecretMail();
    for (const headers of refused) {
      const response = await fetch(`${t.url}/_mail/messages`, { method: 'DELETE', headers });
      expect(response.status, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(await response.json()).toMatchObject({ code: '401' });
    }
    expect(t.backend.ctx.mailbox.parsedMessages().some((m) => m.text.includes(secret))).toBe(true);

    const byApikey = await fetch(`${t.url}/_mail/messages`, {
      method: 'DELETE',
      headers: { apikey: t.config.serviceRoleKey },
    });
    expect(byApikey.status).toBe(204);
    expect(t.backend.ctx.mailbox.parsedMessages()).toEqual([]);

    sendSecretMail();
    const byBearer = await fetch(`${t.url}/_mail/messages`, {
      method: 'DELETE',
      headers: { apikey: t.config.anonKey, Authorization: `Bearer ${t.config.serviceRoleKey}` },
    });
    expect(byBearer.status).toBe(204);
    expect(t.backend.ctx.mailbox.parsedMessages()).toEqual([]);
  });
});

/** A bare app with the HTTP layer as the backend composes it (no database needed). */
function layeredApp(config: Pick<BackendConfig, 'host' | 'allowedHosts'>): Hono {
  const app = new Hono();
  applyHttpMiddleware(app, { maxBodyBytes: 1024, ...config }, { privatePrefixes: ['/_mail'] });
  app.get('/auth/v1/health', (c) => c.json({ ok: true }));
  return app;
}

const hostStatus = async (app: Hono, host: string, path = '/auth/v1/health') =>
  (await app.request(path, { headers: { Host: host } })).status;

describe('the API answers only to its own names (DNS rebinding)', () => {
  it('refuses a foreign Host on a loopback bind before any route runs, in PostgREST shape; loopback names pass', async () => {
    const before = t.backend.ctx.mailbox.parsedMessages().length;
    const port = new URL(t.url).port;
    const requests = [
      { path: '/auth/v1/health', method: 'GET' },
      { path: '/rest/v1/blog_posts?select=id', method: 'GET' },
      // Would mail the admin a reset link if it got through.
      { path: '/auth/v1/recover', method: 'POST' },
    ];
    for (const { path, method } of requests) {
      const response = await raw(path, {
        method,
        headers: {
          Host: `evil.example:${port}`,
          Origin: `http://evil.example:${port}`,
          apikey: t.config.anonKey,
          'Content-Type': 'application/json',
        },
      });
      expect(response.status, path).toBe(403);
      expect(response.headers['content-type']).toContain('application/json');
      expect(JSON.parse(response.body)).toEqual({
        code: '403',
        message: 'Host not allowed',
        details: expect.any(String) as unknown,
        hint: null,
      });
    }
    expect(t.backend.ctx.mailbox.parsedMessages().length).toBe(before);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await raw('/auth/v1/health', { headers: { Host: host } })).status, host).toBe(200);
    }
  });

  it('refuses a preflight under a foreign Host, without CORS headers', async () => {
    const response = await raw('/rest/v1/blog_posts', {
      method: 'OPTIONS',
      headers: { Host: 'evil.example', Origin: EVIL, 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(403);
    expect(corsHeaderNames(response.headers)).toEqual([]);
  });

  it('refuses malformed Host values', async () => {
    const app = layeredApp({ host: '127.0.0.1', allowedHosts: [] });
    for (const host of [
      'localhost:80:80',
      'localhost:abc',
      'localhost:123456',
      '[::1',
      '[]',
      'localhost@evil.example',
      'localhost evil.example',
      '127.0.0.256',
      '127.0.0',
      '0x7f.0.0.1',
      ':54321',
    ]) {
      expect(await hostStatus(app, host), host).toBe(403);
    }
  });

  it('refuses every other name on a loopback bind and accepts all of 127.0.0.0/8 (property)', async () => {
    const app = layeredApp({ host: '127.0.0.1', allowedHosts: [] });
    const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined });
    const withPort = (name: string, p: number | undefined) => (p === undefined ? name : `${name}:${p}`);
    await fc.assert(
      fc.asyncProperty(
        fc.domain().filter((d) => d !== 'localhost'),
        port,
        async (name, p) => (await hostStatus(app, withPort(name, p))) === 403,
      ),
      { numRuns: 200 },
    );
    const octet = fc.integer({ min: 0, max: 255 });
    await fc.assert(
      fc.asyncProperty(octet, octet, octet, port, async (a, b, c, p) => {
        return (await hostStatus(app, withPort(`127.${a}.${b}.${c}`, p))) === 200;
      }),
      { numRuns: 100 },
    );
  });

  it('on a reachable bind, accepts its own address and API_ALLOWED_HOSTS and still refuses other names', async () => {
    const lan = layeredApp({ host: '192.168.1.5', allowedHosts: [] });
    expect(await hostStatus(lan, '192.168.1.5:54321')).toBe(200);
    expect(await hostStatus(lan, 'localhost:54321')).toBe(200);
    expect(await hostStatus(lan, 'evil.example')).toBe(403);

    const config = readBackendConfig(
      { ...(await reachableEnv()), API_ALLOWED_HOSTS: ' Parley.LAN , api.parley.test:8443 ,' },
      supabaseDir,
    );
    expect(config.allowedHosts).toEqual(['parley.lan', 'api.parley.test:8443']);
    const wildcard = layeredApp(config);
    expect(await hostStatus(wildcard, 'parley.lan:54321')).toBe(200);
    expect(await hostStatus(wildcard, 'api.parley.test')).toBe(200);
    expect(await hostStatus(wildcard, '0.0.0.0:54321')).toBe(403);
    expect(await hostStatus(wildcard, 'evil.example')).toBe(403);

    const any = layeredApp({ host: '0.0.0.0', allowedHosts: ['*'] });
    expect(await hostStatus(any, 'evil.example')).toBe(200);
  });

  it('API_ALLOWED_HOSTS never opens the mailbox', async () => {
    const config = readBackendConfig({ DATA_DIR: 'memory', API_ALLOWED_HOSTS: 'parley.lan,*' }, supabaseDir);
    const ctx = {
      config,
      mailbox: new Mailbox(),
      db: undefined as never,
      files: undefined as never,
    } satisfies BackendContext;
    ctx.mailbox.send({ to: 'a@example.test', subject: 's', text: 't', links: [] });
    const app = new Hono();
    applyHttpMiddleware(app, config, { privatePrefixes: ['/_mail'] });
    app.route('/_mail', createMailRoutes(ctx));
    expect(await hostStatus(app, 'parley.lan', '/_mail/messages')).toBe(403);
    expect(await hostStatus(app, 'evil.example', '/_mail/messages')).toBe(403);
    expect(await hostStatus(app, 'localhost', '/_mail/messages')).toBe(200);
  });
});

describe('CORS for the API stays like Supabase; the mailbox gets none', () => {
  it('allows a preflight from a foreign origin on the API and answers none on the mailbox', async () => {
    const api = await fetch(`${t.url}/rest/v1/blog_posts`, {
      method: 'OPTIONS',
      headers: {
        Origin: EVIL,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info',
      },
    });
    expect(api.status).toBe(204);
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
    expect(api.headers.get('access-control-allow-headers')).toBe(
      'Authorization, apikey, authorization, x-client-info',
    );
    expect(api.headers.get('access-control-allow-methods')).toContain('GET');
    expect(api.headers.get('access-control-max-age')).toBe('86400');

    const mailPreflight = await fetch(`${t.url}/_mail/messages`, {
      method: 'OPTIONS',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'GET' },
    });
    expect(corsHeaderNames(mailPreflight.headers)).toEqual([]);
    const mailRead = await fetch(`${t.url}/_mail/messages`, { headers: { Origin: EVIL } });
    expect(mailRead.headers.get('access-control-allow-origin')).toBeNull();

    const rebound = await raw('/rest/v1/blog_posts', {
      method: 'OPTIONS',
      headers: { Host: 'evil.example', Origin: EVIL, 'Access-Control-Request-Method': 'GET' },
    });
    expect(rebound.status).toBe(403);
  });
});

/** A JWT secret that is not the public one. */
const otherSecret = 'a1'.repeat(32);

/** A configuration fit for a reachable address: own secret, keys signed with it, own password. */
async function reachableEnv(secret = otherSecret): Promise<Record<string, string>> {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return {
    DATA_DIR: 'memory',
    API_HOST: '0.0.0.0',
    JWT_SECRET: secret,
    SUPABASE_ANON_KEY: await signJwt({ role: 'anon', exp }, secret),
    SUPABASE_SERVICE_ROLE_KEY: await signJwt({ role: 'service_role', exp }, secret),
    ADMIN_PASSWORD: 'a-long-admin-password-nobody-knows',
  };
}

const PUBLIC_DEFAULTS: Record<string, string> = {
  JWT_SECRET: LOCAL_JWT_SECRET,
  SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
  SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
  ADMIN_PASSWORD: LOCAL_ADMIN_PASSWORD,
};
const SECRET_NAMES = Object.keys(PUBLIC_DEFAULTS);

function configError(env: Record<string, string>): string {
  try {
    readBackendConfig(env, supabaseDir);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('readBackendConfig accepted the configuration');
}

describe('public local secrets on a reachable address', () => {
  it.each(SECRET_NAMES)('refuses %s at its public default on 0.0.0.0, naming it alone', async (name) => {
    const message = configError({ ...(await reachableEnv()), [name]: PUBLIC_DEFAULTS[name]! });
    expect(message).toContain(`${name}:`);
    for (const other of SECRET_NAMES.filter((n) => n !== name)) expect(message).not.toContain(`  ${other}:`);
    expect(message).toContain('ALLOW_INSECURE_DEFAULTS=1');
    if (name === 'JWT_SECRET') expect(message).toContain('openssl rand -hex 32');
  });

  it('refuses the defaults on a LAN address, naming each variable and how to make it', () => {
    for (const host of ['192.168.1.5', '0.0.0.0', '::', 'parley.lan']) {
      const message = configError({ DATA_DIR: 'memory', API_HOST: host });
      for (const name of SECRET_NAMES) expect(message, host).toContain(`  ${name}:`);
      expect(message).toContain('openssl rand -hex 32');
      expect(message).toContain('signed (HS256) with your JWT_SECRET');
      // Never echo the secrets themselves.
      expect(message).not.toContain(LOCAL_JWT_SECRET);
      expect(message).not.toContain(LOCAL_SERVICE_ROLE_KEY);
    }
  });

  it('serves the defaults on loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
      const config = readBackendConfig({ DATA_DIR: 'memory', API_HOST: host }, supabaseDir);
      expect(config.insecureDefaults, host).toEqual([]);
    }
  });

  it('serves a reachable address once every secret is set', async () => {
    expect(readBackendConfig(await reachableEnv(), supabaseDir).insecureDefaults).toEqual([]);
  });

  it('ALLOW_INSECURE_DEFAULTS=1 is the explicit escape hatch, and records what stays public', () => {
    const config = readBackendConfig(
      { DATA_DIR: 'memory', API_HOST: '0.0.0.0', ALLOW_INSECURE_DEFAULTS: '1' },
      supabaseDir,
    );
    expect(config.insecureDefaults).toEqual(SECRET_NAMES);
    expect(configError({ DATA_DIR: 'memory', API_HOST: '0.0.0.0', ALLOW_INSECURE_DEFAULTS: '0' })).toContain(
      'ALLOW_INSECURE_DEFAULTS=1',
    );
    expect(
      configError({ DATA_DIR: 'memory', API_HOST: '0.0.0.0', ALLOW_INSECURE_DEFAULTS: 'yes' }),
    ).toContain('ALLOW_INSECURE_DEFAULTS');
  });

  it('refuses to start when a key is not signed with JWT_SECRET, has the wrong role or has expired', async () => {
    const good = await reachableEnv();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const cases: [Record<string, string>, string[]][] = [
      // JWT_SECRET changed, keys forgotten.
      [
        {
          ...good,
          SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
          SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
        },
        ['SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'not a JWT signed'],
      ],
      // Keys swapped.
      [
        {
          ...good,
          SUPABASE_ANON_KEY: good.SUPABASE_SERVICE_ROLE_KEY!,
          SUPABASE_SERVICE_ROLE_KEY: good.SUPABASE_ANON_KEY!,
        },
        ['SUPABASE_ANON_KEY', '"service_role", not "anon"', 'SUPABASE_SERVICE_ROLE_KEY'],
      ],
      [
        {
          ...good,
          SUPABASE_SERVICE_ROLE_KEY: await signJwt({ role: 'service_role', exp: past }, otherSecret),
        },
        ['SUPABASE_SERVICE_ROLE_KEY', 'expired'],
      ],
      [{ ...good, SUPABASE_ANON_KEY: 'not-a-jwt' }, ['SUPABASE_ANON_KEY', 'not a JWT signed']],
      [
        { ...good, SUPABASE_ANON_KEY: await signJwt({ exp: past + 7200 }, otherSecret) },
        ['SUPABASE_ANON_KEY', 'null'],
      ],
    ];
    for (const [env, expected] of cases) {
      const config = readBackendConfig({ ...env, API_HOST: '127.0.0.1' }, supabaseDir);
      const message = await createBackend(config).then(
        async (backend) => {
          await backend.ctx.db.close();
          return 'started';
        },
        (error: Error) => error.message,
      );
      for (const text of expected) expect(message).toContain(text);
    }
  });

  it('`npm run keys` makes a secret and keys that a reachable address accepts', async () => {
    const { generateKeys } = await import('../../src/generate-keys');
    const { checkApiKeys } = await import('../../src/key-check');
    const keys = await generateKeys();
    expect(keys.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const config = readBackendConfig(
      { DATA_DIR: 'memory', API_HOST: '0.0.0.0', ADMIN_PASSWORD: 'a-long-admin-password', ...keys },
      supabaseDir,
    );
    await expect(checkApiKeys(config)).resolves.toBeUndefined();
    expect((await generateKeys()).JWT_SECRET).not.toBe(keys.JWT_SECRET);
  });
});

describe('the CLI refuses unsafe secrets before listening', () => {
  const running: CliProcess[] = [];
  afterEach(async () => {
    for (const cli of running.splice(0)) {
      if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill('SIGKILL');
      await cli.exited;
    }
  });
  const start = (env: Record<string, string>) => {
    const cli = spawnCli({ DATA_DIR: 'memory', ...env });
    running.push(cli);
    return cli;
  };
  /** The exit code, or 'running' if the process is still up after `ms` (the old code just served). */
  const exitWithin = (cli: CliProcess, ms: number) =>
    Promise.race([cli.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), ms))]);

  it('exits 1 on 0.0.0.0 with the public secrets, naming each variable', async () => {
    const cli = start({ ...PUBLIC_DEFAULTS, API_HOST: '0.0.0.0', API_PORT: String(await freePort()) });
    expect(await exitWithin(cli, 30_000)).toBe(1);
    for (const name of SECRET_NAMES) expect(cli.output()).toContain(`  ${name}:`);
    expect(cli.output()).toContain('openssl rand -hex 32');
  }, 60_000);

  it('exits 1 when the keys are not signed with JWT_SECRET', async () => {
    const cli = start({
      ...PUBLIC_DEFAULTS,
      JWT_SECRET: otherSecret,
      API_PORT: String(await freePort()),
    });
    expect(await exitWithin(cli, 30_000)).toBe(1);
    expect(cli.output()).toContain('SUPABASE_ANON_KEY: it is not a JWT signed (HS256) with JWT_SECRET');
    expect(cli.output()).toContain('SUPABASE_SERVICE_ROLE_KEY');
  }, 60_000);

  it('starts on 0.0.0.0 with ALLOW_INSECURE_DEFAULTS=1, with a loud warning', async () => {
    const port = await freePort();
    const cli = start({
      ...PUBLIC_DEFAULTS,
      API_HOST: '0.0.0.0',
      API_PORT: String(port),
      ALLOW_INSECURE_DEFAULTS: '1',
    });
    await waitUntilUp(cli);
    expect(cli.output()).toContain('WARNING');
    expect(cli.output()).toContain('PUBLIC local secrets');
    expect(cli.output()).toContain(
      'JWT_SECRET, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, ADMIN_PASSWORD',
    );
  }, 90_000);
});
