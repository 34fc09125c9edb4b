// The build's last step (`npm run build`): renders every static public page to an HTML file, so the
// server sends it without rendering. Needs no backend: these pages read no data.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSupabaseClient } from '@parley/shared/node';
import { render } from '../src/entry-server';
import { env } from '../src/config/env';
import { PRERENDERED_PATHS } from '../src/config/public-routes';
import { ROUTE_MANIFEST } from '../src/config/routes';
import { assertRouteManifest } from '../build/route-manifest-check';
import { siteRouteLists } from '../build/site-route-lists';
import { createCriticalCssInliner } from './critical-css';
import { createBuildPageFinisher } from './finish-page';
import { buildDirs, criticalCssFile, prerenderedFileName } from './paths';

// The build fails on a route missing from a list derived from the manifest, or a list naming a
// path the manifest lacks (docs/architecture.md#routes).
assertRouteManifest(ROUTE_MANIFEST, siteRouteLists());

// Never called by these pages; passed because the renderer's contract asks for a client.
const supabase = createSupabaseClient({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey });
const criticalCss = createCriticalCssInliner({ clientDir: buildDirs.client });
const finishPage = createBuildPageFinisher(buildDirs.client, criticalCss);

rmSync(buildDirs.prerendered, { recursive: true, force: true });
mkdirSync(buildDirs.prerendered, { recursive: true });
for (const path of PRERENDERED_PATHS) {
  const page = await render(new Request(new URL(path, env.siteUrl)), { supabase });
  if (page.status !== 200) {
    throw new Error(`Prerendering ${path} did not give a page (status ${page.status}).`);
  }
  writeFileSync(join(buildDirs.prerendered, prerenderedFileName(path)), await finishPage(page));
}
writeFileSync(criticalCssFile, JSON.stringify(criticalCss.known()));
console.log(`Prerendered ${PRERENDERED_PATHS.length} pages into ${buildDirs.prerendered}`);
