import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The only variables the browser bundle may see. Named one by one (no prefix), so that a
 * SUPABASE_SERVICE_ROLE_KEY in the same .env can never leak into the site.
 */
const PUBLIC_VARIABLES = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'DEMO_URL', 'SITE_URL'] as const;

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, repoRoot, ''), ...process.env };
  const publicConfig = Object.fromEntries(PUBLIC_VARIABLES.map((name) => [name, env[name] ?? '']));
  return {
    plugins: [react()],
    envDir: repoRoot,
    envPrefix: '__PARLEY_NEVER__',
    define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfig) },
    server: { host: '127.0.0.1', port: Number(env.PORT ?? 5173) },
    preview: { host: '127.0.0.1', port: Number(env.PORT ?? 5173) },
    build: { sourcemap: false },
  };
});
