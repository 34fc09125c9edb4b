import react from '@vitejs/plugin-react';
import { lstatSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import postcssPresetMantine from 'postcss-preset-mantine';
import { colorSchemeFallback } from './build/color-scheme-fallback.ts';
import { mantineCssCoverage } from './build/mantine-css-coverage.ts';
import { listAppChunks } from './build/list-app-chunks.ts';
import { appShellCheck } from './build/app-shell-check.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { mantineStableIds } from './build/mantine-stable-ids.ts';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
// By path, not the package name: Vite's config loader leaves packages to Node, which runs no TypeScript.
import { LOCAL_HOST, LOCAL_SITE_PORT } from '../shared/src/config/local-defaults.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The only variables the browser bundle may see. Named one by one (no prefix), so that a
 * SUPABASE_SERVICE_ROLE_KEY in the same .env can never leak into the site.
 */
const PUBLIC_VARIABLES = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'DEMO_URL', 'SITE_URL'] as const;

/** Whether `path` is a symbolic link (the live build's: build/releases.ts). */
function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, repoRoot, ''), ...process.env };
  // Where `npm run build` writes (client, server, prerendered pages): a release folder of its own
  // (build/build-release.ts). Parallel e2e runs use their own.
  const buildDir = env.SITE_BUILD_DIR || 'dist';
  // Emptying the live build's folders under a running server would 404 its pages' scripts.
  if (command === 'build' && isLink(fileURLToPath(new URL(buildDir, import.meta.url)))) {
    throw new Error(
      `${buildDir} is the live build: build with \`npm run build -w @parley/site\`, not vite itself.`,
    );
  }
  const publicConfig = Object.fromEntries(PUBLIC_VARIABLES.map((name) => [name, env[name] ?? '']));
  // One build time for the client, the server and the prerender (build/build-release.ts sets it once):
  // pages comparing dates first render with it (src/config/build-time.ts).
  const buildTime = env.SITE_BUILD_TIME || new Date().toISOString();
  if (Number.isNaN(Date.parse(buildTime))) {
    throw new Error(`SITE_BUILD_TIME is not a date: ${JSON.stringify(buildTime)} (ISO 8601 expected).`);
  }
  return {
    plugins: [
      react(),
      mantineStableIds(),
      mantineCssCoverage(),
      listAppChunks('src/app/start.tsx', fileURLToPath(new URL('./src/app/', import.meta.url))),
      // The shell must load as React + the application: the build fails, naming what no group took.
      appShellCheck('src/app/start.tsx', repoRoot),
      precompressAssets(),
    ],
    // Mantine's preset (`light-dark()`, `rem()`), then the copies of its scheme rules that a page
    // without JavaScript follows the system's scheme by (build/color-scheme-fallback.ts).
    css: { postcss: { plugins: [postcssPresetMantine(), colorSchemeFallback()] } },
    envDir: repoRoot,
    envPrefix: '__PARLEY_NEVER__',
    define: {
      __PUBLIC_CONFIG__: JSON.stringify(publicConfig),
      __BUILD_TIME__: JSON.stringify(buildTime),
    },
    server: { host: LOCAL_HOST, port: Number(env.PORT ?? LOCAL_SITE_PORT) },
    preview: { host: LOCAL_HOST, port: Number(env.PORT ?? LOCAL_SITE_PORT) },
    build: isSsrBuild
      ? {
          // The server and the prerender step, bundled with the app they render (dist/server).
          outDir: `${buildDir}/server`,
          emptyOutDir: true,
          sourcemap: false,
          rollupOptions: {
            input: { main: 'server/main.ts', prerender: 'server/prerender.ts' },
            // Every chunk beside the entries, so `import.meta.url` finds ../client from any of them.
            output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
          },
        }
      : {
          outDir: `${buildDir}/client`,
          emptyOutDir: true,
          // No `<link rel="modulepreload">` in the page's head for what the entry imports: the
          // page's inline script asks for those after the first paint, behind React and the
          // application (build/list-app-chunks.ts). In the head they took two of the browser's six
          // connections to the host while the page painted, and React's chunk waited for one.
          modulePreload: {
            resolveDependencies: (_file, dependencies, { hostType }) =>
              hostType === 'html' ? [] : dependencies,
          },
          sourcemap: false,
          // One stylesheet for every page: a server-rendered page must arrive styled, before (or
          // without) the JavaScript that would load a lazy page's own CSS.
          cssCodeSplit: false,
          // Few requests per page: one chunk per stage of the browser entry (build/chunk-groups.ts).
          // Common chunks up to 24 KiB are copied into each page that uses them: at 16 KiB the
          // blog's post grid (14 KB, 5.1 KB gzip) was a chunk of its own for /blog, tag and author
          // pages; at 24 each carries a copy, one request and 0.5–0.8 KB gzip less per page, no
          // other route changes (`npx tsx site/build/measure-chunks.ts 16 24`).
          rolldownOptions: {
            preserveEntrySignatures: false,
            output: {
              codeSplitting: { groups: CHUNK_GROUPS, experimentalInlineCommonChunks: { maxSize: 24 * 1024 } },
            },
          },
        },
  };
});
