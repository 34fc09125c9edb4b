import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readBackendConfig } from '../../src/config';
import { validatedRedirect } from '../../src/auth/redirect';
import { followLink, latestMail, uniqueEmail } from '../auth/helpers';
import { startTestBackend, type TestBackend } from '../harness';

/**
 * `redirect_to` decides where an email link sends the browser with the session tokens in the URL
 * fragment, so anything but the site and its configured allow-list must fall back to the site URL.
 */

/** The repository's supabase folder: its config.toml holds the defaults the backend runs with. */
const supabaseDir = fileURLToPath(new URL('../../../../supabase', import.meta.url));
const SITE = 'http://127.0.0.1:5173';
const config = readBackendConfig(
  {
    SITE_URL: SITE,
    ADDITIONAL_REDIRECT_URLS: 'http://localhost:5173, https://app.example.com/app/',
  },
  supabaseDir,
);
const check = (url: string | undefined | null) => validatedRedirect(config, url);

describe('accepted: the site and the allow-list, by exact origin and path prefix', () => {
  test.each([
    'http://127.0.0.1:5173',
    'http://127.0.0.1:5173/',
    'http://127.0.0.1:5173/auth',
    'http://127.0.0.1:5173/reset-password?x=1',
    'http://localhost:5173/auth',
    'https://app.example.com/app',
    'https://app.example.com/app/',
    'https://app.example.com/app/settings/x',
    'https://app.example.com:443/app/x',
  ])('%s', (url) => {
    expect(check(url)).toBe(new URL(url).toString());
  });

  test('the default configuration allows the site’s own sign-up and reset pages', () => {
    const defaults = readBackendConfig({}, supabaseDir);
    for (const url of [
      'http://127.0.0.1:5173/auth',
      'http://127.0.0.1:5173/reset-password',
      'http://localhost:5173/auth',
      'http://localhost:5173/reset-password',
    ])
      expect(validatedRedirect(defaults, url)).toBe(url);
  });

  test('the e2e configuration allows its site on both loopback names', () => {
    const e2e = readBackendConfig(
      {
        SITE_URL: 'http://127.0.0.1:5183',
        ADDITIONAL_REDIRECT_URLS: 'http://127.0.0.1:5183,http://localhost:5183',
      },
      supabaseDir,
    );
    expect(validatedRedirect(e2e, 'http://127.0.0.1:5183/auth')).toBe('http://127.0.0.1:5183/auth');
    expect(validatedRedirect(e2e, 'http://localhost:5183/reset-password')).toBe(
      'http://localhost:5183/reset-password',
    );
  });
});

describe('refused: everything else falls back to the site URL', () => {
  test.each([
    ['nothing', undefined],
    ['null', null],
    ['empty', ''],
    ['another port on the same loopback host', 'http://127.0.0.1:5174/auth'],
    ['another port on localhost', 'http://localhost:3000/auth'],
    ['the default port of a loopback host', 'http://127.0.0.1/auth'],
    ['another loopback name', 'http://[::1]:5173/auth'],
    ['another scheme', 'https://127.0.0.1:5173/auth'],
    ['another host', 'https://evil.example/auth'],
    ['a subdomain look-alike', 'https://app.example.com.evil.example/app'],
    ['a host suffix', 'https://evilapp.example.com/app'],
    ['userinfo that looks like the site', 'http://127.0.0.1:5173@evil.example/'],
    ['userinfo on the right host', 'http://user:pass@127.0.0.1:5173/auth'],
    ['protocol-relative', '//evil.example/auth'],
    ['a backslash host', 'http:\\\\evil.example\\auth'],
    ['a backslash after the host', 'http://127.0.0.1:5173\\@evil.example'],
    ['a path with a backslash', 'http://127.0.0.1:5173/\\evil.example'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: with the site in it', 'javascript://127.0.0.1:5173/%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['file:', 'file:///etc/passwd'],
    ['a relative path', '/auth'],
    ['a path prefix that is not a segment', 'https://app.example.com/apple'],
    ['a path outside the entry', 'https://app.example.com/other'],
    ['a parent path', 'https://app.example.com/'],
    ['a dot-dot escape', 'https://app.example.com/app/../admin'],
    ['an encoded dot-dot escape', 'https://app.example.com/app/%2e%2e/admin'],
    ['an encoded slash', 'https://app.example.com/app%2F..%2Fadmin'],
    ['an encoded backslash', 'https://app.example.com/app/..%5cadmin'],
    ['an encoded host', 'http://%65vil.example/'],
    ['a tab in the scheme', 'jav\tascript:alert(1)'],
    ['a newline in the host', 'http://127.0.0.1:5173\n.evil.example/'],
    ['leading whitespace', ' http://evil.example/'],
    ['a NUL', 'http://127.0.0.1:5173/\u0000'],
    ['huge', `http://127.0.0.1:5173/${'a'.repeat(5000)}`],
  ])('%s', (_label, url) => {
    expect(check(url)).toBe(SITE);
  });
});

test('spellings the URL standard normalises to the site are answered in their normal form', () => {
  // The browser is sent to the serialised URL, i.e. exactly the origin that was checked.
  expect(check('http://127。0。0。1:5173/auth')).toBe('http://127.0.0.1:5173/auth');
  expect(check('http://2130706433:5173/auth')).toBe('http://127.0.0.1:5173/auth');
  expect(check('HTTP://LOCALHOST:5173/auth')).toBe('http://localhost:5173/auth');
});

test('property: whatever is asked, the answer is the site URL or a URL under an allowed base', () => {
  const allowed = ['http://127.0.0.1:5173', 'http://localhost:5173', 'https://app.example.com'];
  const pieces = fc.constantFrom(
    'http://',
    'https://',
    '//',
    '\\',
    '@',
    ':',
    '/',
    '.',
    '%2e',
    '%2f',
    '127.0.0.1',
    'localhost',
    ':5173',
    ':5174',
    'app.example.com',
    '/app',
    '/apple',
    'evil.example',
    'javascript:',
    '#',
    '?',
  );
  fc.assert(
    fc.property(
      fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
      (url) => {
        const answer = check(url);
        if (answer === SITE) return;
        const parsed = new URL(answer);
        expect(allowed).toContain(parsed.origin);
        expect(parsed.username + parsed.password).toBe('');
        if (parsed.origin === 'https://app.example.com')
          expect(parsed.pathname === '/app' || parsed.pathname.startsWith('/app/')).toBe(true);
      },
    ),
    { numRuns: 2000 },
  );
});

describe('through the endpoints', () => {
  let server: TestBackend;
  beforeAll(async () => {
    server = await startTestBackend();
  });
  afterAll(async () => {
    await server?.close();
  });

  test.each([
    ['another loopback port', 'redirect_to=http%3A%2F%2F127.0.0.1%3A5174%2Fauth'],
    ['userinfo', 'redirect_to=http%3A%2F%2F127.0.0.1%3A5173%40evil.example%2F'],
    [
      'a repeated redirect_to',
      'redirect_to=http%3A%2F%2F127.0.0.1%3A5173%2Fa&redirect_to=http%3A%2F%2F127.0.0.1%3A5173%2Fb',
    ],
  ])('GET /verify with %s lands on the site URL', async (_label, query) => {
    const { location } = await followLink(`${server.url}/auth/v1/verify?type=signup&token=x&${query}`);
    expect(location.split('#')[0]).toBe(server.config.siteUrl);
  });

  test('a sign-up link never carries a refused redirect', async () => {
    const email = uniqueEmail('redirect');
    await server.anon().auth.signUp({
      email,
      password: 'secret-1',
      options: { emailRedirectTo: 'http://localhost:3000/auth' },
    });
    const link = new URL((await latestMail(server, email)).links[0]!);
    expect(link.searchParams.get('redirect_to')).toBe(server.config.siteUrl);
  });
});
