import {
  DEFAULT_ADMIN_EMAIL,
  LOCAL_SITE_URL,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
} from '@parley/shared/local-defaults';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBackendConfig } from '../src/config';
import { LOCAL_ADMIN_PASSWORD, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../src/local-secrets';

// The local defaults are written once: the public ones in shared/src/config/local-defaults.ts, the
// secrets in packages/local-supabase/src/local-secrets.ts. Everything else imports them.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PUBLIC_OWNER = 'shared/src/config/local-defaults.ts';
const SECRETS_OWNER = 'packages/local-supabase/src/local-secrets.ts';

/** The repository's code files (not the docs, .env.example or supabase/config.toml, which show them). */
function codeFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped =
        entry.name.startsWith('.') ||
        entry.name.startsWith('dist') ||
        ['node_modules', 'out', 'test-results', 'playwright-report', 'coverage'].includes(entry.name);
      return skipped ? [] : codeFiles(path);
    }
    return /\.(ts|tsx|mts|js|mjs|cjs)$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe('the local defaults', () => {
  it('are each written once, in the module that owns them', () => {
    const files = codeFiles().map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
    const writtenIn = (literal: string) => files.filter((f) => f.text.includes(literal)).map((f) => f.file);
    expect(writtenIn(LOCAL_SUPABASE_ANON_KEY)).toEqual([PUBLIC_OWNER]);
    expect(writtenIn(DEFAULT_ADMIN_EMAIL)).toEqual([PUBLIC_OWNER]);
    expect(writtenIn(LOCAL_SERVICE_ROLE_KEY)).toEqual([SECRETS_OWNER]);
    expect(writtenIn(LOCAL_JWT_SECRET)).toEqual([SECRETS_OWNER]);
    expect(writtenIn(`'${LOCAL_ADMIN_PASSWORD}'`)).toEqual([SECRETS_OWNER]);
  });

  it('are what the backend runs with when nothing is set', () => {
    const config = readBackendConfig({}, 'supabase');
    expect(config).toMatchObject({
      apiUrl: LOCAL_SUPABASE_URL,
      siteUrl: LOCAL_SITE_URL,
      anonKey: LOCAL_SUPABASE_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      jwtSecret: LOCAL_JWT_SECRET,
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: LOCAL_ADMIN_PASSWORD,
    });
  });
});
