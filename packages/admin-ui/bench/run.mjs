#!/usr/bin/env node
// `npm run bench:editor` (packages/admin-ui/bench): how fast the admin editor follows typing on a 50,000-character post, in
// real Chromium on a production build. Prints figures; never fails on time (machines differ).
//
// Keystroke latency: from the key's `keydown` to the first frame after the textarea shows the
// character (rAF + task: the frame has been produced). Preview latency: from the last keystroke of
// a word to the preview (our <ArticleBody>) showing that word.
//
// The control: the same text in a plain <textarea> (control.html: no React, no editor) with the
// editor textarea's size and font, typed the same way by the same code. What it takes is
// Chromium's own cost of a keystroke in a long textarea; the editor's figure above it is ours.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const KEYSTROKES = 200;
const PREVIEW_SAMPLES = 20;
// About 80 words a minute: a steady typist, whose keys come closer together than the pause the preview
// waits for (PREVIEW_PAUSE_MS).
const TYPIST_PAUSE_MS = 150;

// Resolve the @mantine/* that @parley/admin-ui itself gets (npm may hoist it to the root or keep it in
// the package's own node_modules, depending on the other workspaces), so the page and the package
// share one Mantine context.
const mantineDir = [
  resolve(here, '../node_modules/@mantine'),
  resolve(here, '../../../node_modules/@mantine'),
].find((dir) => existsSync(join(dir, 'core')));

async function buildPage(outDir) {
  await build({
    root: here,
    logLevel: 'error',
    mode: 'production',
    resolve: { alias: [{ find: /^@mantine\/(core|hooks)(.*)$/, replacement: `${mantineDir}/$1$2` }] },
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: [join(here, 'editor.html'), join(here, 'control.html')] },
    },
  });
}

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

// The editor textarea's box and font, which the control's plain textarea takes.
const COPIED_STYLE = [
  'width',
  'height',
  'padding',
  'border',
  'box-sizing',
  'font-family',
  'font-size',
  'line-height',
  'white-space',
  'word-break',
  'overflow-wrap',
  'overflow',
];

async function openEditor(page) {
  await page.goto('/editor.html');
  const selector = 'textarea#post-content.w-md-editor-text-input';
  await page.locator(selector).waitFor({ timeout: 30_000 });
  const style = await page.evaluate(
    ([sel, names]) => {
      const computed = getComputedStyle(document.querySelector(sel));
      return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]));
    },
    [selector, COPIED_STYLE],
  );
  return { selector, style };
}

async function openControl(page, style) {
  await page.goto('/control.html');
  const selector = 'textarea#control';
  await page.locator(selector).waitFor({ timeout: 30_000 });
  await page.evaluate(
    ([sel, copied]) => {
      const textarea = document.querySelector(sel);
      textarea.style.resize = 'none';
      for (const [name, value] of Object.entries(copied)) textarea.style.setProperty(name, value);
    },
    [selector, style],
  );
  return { selector };
}

/**
 * Keystroke latencies in the textarea `selector`, typed back to back (a burst) and at a typist's pace
 * (`TYPIST_PAUSE_MS` between keys: Chromium goes idle between them). The same code for the editor
 * and the control.
 */
async function measureTyping(page, selector) {
  const length = await page.evaluate(() => window.benchContentLength);
  await page.locator(selector).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n\n');

  // One keystroke: resolves with the latency once a frame has shown the new character.
  await page.evaluate((sel) => {
    const textarea = document.querySelector(sel);
    window.armKeystroke = (char) =>
      new Promise((done) => {
        textarea.addEventListener(
          'keydown',
          (event) => {
            const start = event.timeStamp;
            requestAnimationFrame(() =>
              setTimeout(() => done({ ms: performance.now() - start, shown: textarea.value.endsWith(char) })),
            );
          },
          { once: true },
        );
      });
  }, selector);

  const alphabet = 'abcdefghijklmnopqrstuvwxyz ';
  const typeKeys = async (pauseMs) => {
    const latencies = [];
    let notShown = 0;
    for (let i = 0; i < KEYSTROKES; i += 1) {
      const char = alphabet[i % alphabet.length];
      if (pauseMs > 0) await page.waitForTimeout(pauseMs);
      // Armed before the key is pressed (awaited), so the listener never misses its keydown.
      await page.evaluate((c) => {
        window.pendingKeystroke = window.armKeystroke(c);
      }, char);
      await page.keyboard.type(char);
      const { ms: latency, shown } = await page.evaluate(() => window.pendingKeystroke);
      latencies.push(latency);
      if (!shown) notShown += 1;
    }
    return { latencies, notShown };
  };
  const burst = await typeKeys(0);
  const paced = await typeKeys(TYPIST_PAUSE_MS);
  return { length, burst, paced };
}

/** Pause → the preview (our <ArticleBody>) shows the word typed last. */
async function measurePreview(page, selector) {
  await page.evaluate((sel) => {
    const textarea = document.querySelector(sel);
    window.armPreview = (word) =>
      new Promise((done) => {
        let start = 0;
        textarea.addEventListener('keydown', (event) => (start = event.timeStamp));
        const body = document.querySelector('[data-testid="post-preview"] .parley-article__body');
        const check = () => {
          if (body.lastElementChild?.textContent?.includes(word)) {
            observer.disconnect();
            done(performance.now() - start);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(body, { childList: true, subtree: true, characterData: true });
      });
  }, selector);
  const previews = [];
  for (let i = 0; i < PREVIEW_SAMPLES; i += 1) {
    await page.waitForTimeout(400);
    const word = `zq${i}x`;
    await page.evaluate((w) => {
      window.pendingPreview = window.armPreview(w);
    }, word);
    await page.keyboard.type(` ${word}`);
    previews.push(
      await Promise.race([
        page.evaluate(() => window.pendingPreview),
        page.waitForTimeout(10_000).then(() => Infinity),
      ]),
    );
  }
  return previews;
}

const summary = ({ latencies }) =>
  `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))}`;

const outDir = mkdtempSync(join(tmpdir(), 'parley-bench-editor-'));
let server;
let browser;
try {
  await buildPage(outDir);
  server = await preview({
    root: here,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const baseURL = server.resolvedUrls.local[0];
  browser = await chromium.launch({ executablePath: chromiumPath() });
  const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 1000 } });
  const editorPage = await context.newPage();
  const editor = await openEditor(editorPage);
  console.error('Editor open; typing…');
  const typed = await measureTyping(editorPage, editor.selector);
  const previews = await measurePreview(editorPage, editor.selector);
  await editorPage.close();
  const controlPage = await context.newPage();
  const control = await openControl(controlPage, editor.style);
  console.error('Control open; typing…');
  const controlTyped = await measureTyping(controlPage, control.selector);
  await controlPage.close();

  console.log(
    `Editor benchmark: ${typed.length.toLocaleString('en')} characters, Chromium ${browser.version()}, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  for (const [label, pace] of [
    ['typed back to back', 'burst'],
    [`typed ${TYPIST_PAUSE_MS} ms apart`, 'paced'],
  ]) {
    const ours = typed[pace];
    const theirs = controlTyped[pace];
    console.log(`  keystroke → textarea shows it (${ours.latencies.length} keystrokes ${label}):`);
    console.log(`    editor:  ${summary(ours)}  (aim: p95 ≤ 16 ms)`);
    console.log(`    control: ${summary(theirs)}  (plain <textarea>, same text, size and font)`);
    for (const [name, { notShown }] of [
      ['editor', ours],
      ['control', theirs],
    ])
      if (notShown > 0)
        console.log(`    ! ${name}: ${notShown} keystrokes were not in the textarea by the next frame`);
  }
  console.log(
    `  last keystroke → preview shows it (${previews.length} pauses): p50 ${ms(percentile(previews, 50))}, p95 ${ms(percentile(previews, 95))}, max ${ms(Math.max(...previews))}  (aim: < 300 ms)`,
  );
} finally {
  await browser?.close();
  await new Promise((done) => (server ? server.httpServer.close(done) : done()));
  rmSync(outDir, { recursive: true, force: true });
}
