import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { LOCAL_LEAD_RELAY_KEY } from '@parley/local-supabase/local-secrets';
import { E2E_API_PORT, E2E_SITE_PORT, E2E_SMTP_PORT, backendUrl, siteUrl } from './support/ports';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const onCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: onCi ? [['line']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: siteUrl,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // The embedded backend in memory: every run starts from the migrations and seed.
      command: 'npm run start -w @parley/local-supabase',
      cwd: repoRoot,
      url: `${backendUrl}/auth/v1/health`,
      env: {
        DATA_DIR: 'memory',
        RATE_LIMITS: 'off',
        // Every test's leads come from 127.0.0.1: far more than a person sends (the limits have
        // their own tests: supabase/tests/lead-flood-limits.test.ts, site/server/lead-posts.test.ts).
        LEAD_LIMITS: 'off',
        API_HOST: '127.0.0.1',
        API_PORT: String(E2E_API_PORT),
        SMTP_PORT: String(E2E_SMTP_PORT),
        SITE_URL: siteUrl,
        ADDITIONAL_REDIRECT_URLS: `${siteUrl},http://localhost:${E2E_SITE_PORT}`,
        MAILER_AUTOCONFIRM: 'false',
      },
      reuseExistingServer: !onCi,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built site on its production server (server-rendered pages), pointed at the test backend.
      command: 'npm run build -w @parley/site && npm run serve -w @parley/site',
      cwd: repoRoot,
      url: siteUrl,
      env: {
        SUPABASE_URL: backendUrl,
        SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
        SITE_URL: siteUrl,
        PORT: String(E2E_SITE_PORT),
        HOST: '127.0.0.1',
        // Its own build folder, so another run (or `npm run build`) never swaps the files it serves.
        SITE_BUILD_DIR: `dist-e2e-${E2E_SITE_PORT}`,
        // The server's own key for the leads it stores for visitors (never a build variable).
        SITE_LEAD_RELAY_KEY: LOCAL_LEAD_RELAY_KEY,
        SITE_LEAD_LIMITS: 'off',
      },
      reuseExistingServer: !onCi,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
