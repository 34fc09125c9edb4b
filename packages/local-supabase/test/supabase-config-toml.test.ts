import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { validatedRedirect } from '../src/auth/redirect';
import { readBackendConfig, type BackendConfig } from '../src/config';
import { parseSupabaseToml } from '../src/supabase-config-toml';

// supabase/config.toml configures both local stacks: the Supabase CLI and the embedded backend. These
// tests prove the backend takes its values from the file (and that the environment still wins), that
// a value it cannot honour stops it with the key's name, and that the repository's own file gives
// exactly the configuration the backend had when these values were copied by hand.

const supabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url));
const realToml = readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
const folder = mkdtempSync(path.join(tmpdir(), 'parley-config-toml-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A complete config.toml with the values this file checks; `replace` swaps whole lines. */
const FIXTURE = `
[api]
max_rows = 250

[storage]
file_size_limit = "2MB"

[inbucket]
smtp_port = 2525

[auth]
site_url = "https://parley.example/app"
additional_redirect_urls = ["https://parley.example/auth", "http://localhost:3000"]
jwt_expiry = 1800
minimum_password_length = 12

[auth.email]
enable_confirmations = false
`;

let fixtures = 0;
function writeToml(text: string): string {
  const file = path.join(folder, `config-${fixtures++}.toml`);
  writeFileSync(file, text);
  return file;
}

function configFrom(toml: string, env: Record<string, string> = {}): BackendConfig {
  return readBackendConfig(
    { DATA_DIR: 'memory', SUPABASE_CONFIG_FILE: writeToml(toml), ...env },
    supabaseDir,
  );
}

/** The error message readBackendConfig stops with for this config.toml. */
function refusal(toml: string, env: Record<string, string> = {}): string {
  try {
    configFrom(toml, env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('readBackendConfig accepted the configuration');
}

describe('supabase/config.toml', () => {
  it('of the repository gives the configuration the backend had when its values were copied by hand', () => {
    const config = readBackendConfig({ DATA_DIR: 'memory' }, supabaseDir);
    expect(config.configFile).toBe(path.join(supabaseDir, 'config.toml'));
    expect(config).toMatchObject({
      siteUrl: 'http://127.0.0.1:5173',
      jwtExpirySeconds: 900,
      mailerAutoconfirm: false,
      minPasswordLength: 6,
      maxRows: 1000,
      maxUploadBytes: 50 * 1024 * 1024,
      smtpPort: 54325,
    });
    // The hand-copied list was `http://localhost:5173` beside SITE_URL: every target allowed or
    // refused then is allowed or refused now.
    const before = { ...config, additionalRedirectUrls: ['http://localhost:5173'] };
    const targets = [
      'http://127.0.0.1:5173/',
      'http://127.0.0.1:5173/auth?next=/admin',
      'http://127.0.0.1:5173/reset-password',
      'http://localhost:5173/blog/x',
      'http://localhost:5173/auth',
      'http://localhost:5174/auth',
      'https://localhost:5173/auth',
      'http://evil.example/auth',
      '//evil.example',
      '',
    ];
    for (const target of targets)
      expect(validatedRedirect(config, target), target).toBe(validatedRedirect(before, target));
  });

  it('gives every value the backend takes from it', () => {
    const config = configFrom(FIXTURE);
    expect(config).toMatchObject({
      siteUrl: 'https://parley.example/app',
      additionalRedirectUrls: ['https://parley.example/auth', 'http://localhost:3000'],
      jwtExpirySeconds: 1800,
      mailerAutoconfirm: true,
      minPasswordLength: 12,
      maxRows: 250,
      maxUploadBytes: 2 * 1024 * 1024,
      smtpPort: 2525,
    });
  });

  it('yields to the environment variables that override it', () => {
    const config = configFrom(FIXTURE, {
      SITE_URL: 'http://127.0.0.1:6000',
      ADDITIONAL_REDIRECT_URLS: 'http://a.example, http://b.example',
      JWT_EXPIRY: '600',
      MAILER_AUTOCONFIRM: 'false',
      SMTP_PORT: 'off',
    });
    expect(config).toMatchObject({
      siteUrl: 'http://127.0.0.1:6000',
      additionalRedirectUrls: ['http://a.example', 'http://b.example'],
      jwtExpirySeconds: 600,
      mailerAutoconfirm: false,
      smtpPort: undefined,
    });
    expect(configFrom(FIXTURE, { SMTP_PORT: '2626' }).smtpPort).toBe(2626);
    expect(configFrom(FIXTURE.replace('smtp_port = 2525', '')).smtpPort).toBe(54325);
  });

  it('reads sizes as the Supabase CLI does (binary units, case-insensitive, b and i optional)', () => {
    const bytes = (size: string) =>
      configFrom(FIXTURE.replace('file_size_limit = "2MB"', `file_size_limit = "${size}"`)).maxUploadBytes;
    expect(bytes('50MiB')).toBe(50 * 1024 * 1024);
    expect(bytes('50mb')).toBe(50 * 1024 * 1024);
    expect(bytes('50m')).toBe(50 * 1024 * 1024);
    expect(bytes('1.5 KiB')).toBe(1536);
    expect(bytes('1GiB')).toBe(1024 ** 3);
    expect(bytes('700')).toBe(700);
  });

  const badValues: [string, string, string][] = [
    ['jwt_expiry = 1800', 'jwt_expiry = "1800"', '[auth] jwt_expiry'],
    ['jwt_expiry = 1800', 'jwt_expiry = 60', '[auth] jwt_expiry: must be a whole number of seconds'],
    ['jwt_expiry = 1800', 'jwt_expiry = 1800.5', '[auth] jwt_expiry: must be a whole number of seconds'],
    ['jwt_expiry = 1800', '', '[auth] jwt_expiry: is missing'],
    ['site_url = "https://parley.example/app"', 'site_url = "ftp://parley.example"', '[auth] site_url'],
    ['site_url = "https://parley.example/app"', 'site_url = ""', '[auth] site_url'],
    ['site_url = "https://parley.example/app"', 'site_url = []', '[auth] site_url'],
    [
      'additional_redirect_urls = ["https://parley.example/auth", "http://localhost:3000"]',
      'additional_redirect_urls = ["https://parley.example/**"]',
      '[auth] additional_redirect_urls[0]: wildcards',
    ],
    [
      'additional_redirect_urls = ["https://parley.example/auth", "http://localhost:3000"]',
      'additional_redirect_urls = "https://parley.example"',
      '[auth] additional_redirect_urls',
    ],
    [
      'additional_redirect_urls = ["https://parley.example/auth", "http://localhost:3000"]',
      `additional_redirect_urls = [${Array.from({ length: 101 }, (_, i) => `"http://h${i}.example"`).join(',')}]`,
      '[auth] additional_redirect_urls',
    ],
    ['minimum_password_length = 12', 'minimum_password_length = 5', '[auth] minimum_password_length'],
    ['minimum_password_length = 12', 'minimum_password_length = 73', '[auth] minimum_password_length'],
    [
      'minimum_password_length = 12',
      'minimum_password_length = 12\npassword_requirements = "letters_digits"',
      '[auth] password_requirements: only ""',
    ],
    ['enable_confirmations = false', 'enable_confirmations = "no"', '[auth.email] enable_confirmations'],
    ['max_rows = 250', 'max_rows = 0', '[api] max_rows'],
    ['max_rows = 250', 'max_rows = 1000000', '[api] max_rows: must be at most 10000'],
    ['file_size_limit = "2MB"', 'file_size_limit = 2097152', '[storage] file_size_limit'],
    [
      'file_size_limit = "2MB"',
      'file_size_limit = "2 potatoes"',
      '[storage] file_size_limit: must be a size',
    ],
    ['file_size_limit = "2MB"', 'file_size_limit = "2GiB"', '[storage] file_size_limit: must be a size'],
    ['file_size_limit = "2MB"', 'file_size_limit = "-1"', '[storage] file_size_limit: must be a size'],
    ['file_size_limit = "2MB"', 'file_size_limit = "0"', '[storage] file_size_limit: must be a size'],
    [
      'file_size_limit = "2MB"',
      'file_size_limit = "2MB"\n[storage.buckets.images]\npublic = true',
      '[storage] buckets: the embedded backend does not create buckets',
    ],
    ['smtp_port = 2525', 'smtp_port = 70000', '[inbucket] smtp_port'],
    ['[auth.email]\nenable_confirmations = false', '', '[auth] email: is missing'],
  ];
  it.each(badValues)('refuses %s replaced by %s, naming the key', (line, replacement, message) => {
    expect(FIXTURE).toContain(line);
    const text = refusal(FIXTURE.replace(line, replacement));
    expect(text).toContain('config-');
    expect(text).toContain(message);
  });

  it('refuses a file that is not TOML, with the line, and a repeated key', () => {
    expect(refusal(`${FIXTURE}\n[auth\n`)).toMatch(/is not valid TOML, line 20, column \d+: /);
    expect(refusal(FIXTURE.replace('max_rows = 250', 'max_rows = 250\nmax_rows = 300'))).toContain(
      'is not valid TOML',
    );
  });

  it('refuses a missing file, naming it and SUPABASE_CONFIG_FILE', () => {
    const missing = path.join(folder, 'nowhere.toml');
    expect(() =>
      readBackendConfig({ DATA_DIR: 'memory', SUPABASE_CONFIG_FILE: missing }, supabaseDir),
    ).toThrow(`${missing} not found`);
    expect(() => readBackendConfig({ DATA_DIR: 'memory' }, folder)).toThrow(/SUPABASE_CONFIG_FILE/);
  });

  it('refuses an admin password shorter than minimum_password_length', () => {
    expect(refusal(FIXTURE, { ADMIN_PASSWORD: 'eleven-byte' })).toContain(
      'ADMIN_PASSWORD: must be at least 12 bytes long in UTF-8 ([auth] minimum_password_length',
    );
    expect(configFrom(FIXTURE, { ADMIN_PASSWORD: 'twelve-bytes' }).adminPassword).toBe('twelve-bytes');
  });

  it('parses the repository file alone, as the Supabase CLI reads it (every section, unknown keys kept out)', () => {
    expect(parseSupabaseToml(realToml, 'supabase/config.toml')).toEqual({
      siteUrl: 'http://127.0.0.1:5173',
      additionalRedirectUrls: [
        'http://127.0.0.1:5173',
        'http://127.0.0.1:5173/auth',
        'http://127.0.0.1:5173/reset-password',
        'http://localhost:5173',
        'http://localhost:5173/auth',
        'http://localhost:5173/reset-password',
      ],
      jwtExpirySeconds: 900,
      enableConfirmations: true,
      minimumPasswordLength: 6,
      maxRows: 1000,
      fileSizeLimitBytes: 50 * 1024 * 1024,
      smtpPort: undefined,
    });
  });
});
