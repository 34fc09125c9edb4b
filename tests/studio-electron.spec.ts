import { _electron as electron } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';

// The real Electron window: only where an Electron binary is available (ELECTRON_OVERRIDE_DIST_PATH
// names its folder). Electron's binary cannot be downloaded on every machine; there this test is
// reported as skipped, never as passed.
const distPath = process.env.ELECTRON_OVERRIDE_DIST_PATH;
const studioDir = fileURLToPath(new URL('../studio', import.meta.url));

test.skip(
  !distPath || !existsSync(distPath),
  'no Electron binary here (set ELECTRON_OVERRIDE_DIST_PATH to run it)',
);

test('Parley Studio opens its window with the sign-in screen', async () => {
  const app = await electron.launch({
    executablePath: `${distPath}/electron`,
    args: [studioDir],
    env: { ...process.env, ELECTRON_ENABLE_LOGGING: '1' },
  });
  const window = await app.firstWindow();
  await expect(window).toHaveTitle('Parley Studio');
  await expect(window.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // The page sees the named bridge only: no Node, no require, no ipcRenderer.
  const exposed = await window.evaluate(() => ({
    bridge: typeof (window as unknown as { parley?: unknown }).parley,
    require: typeof (window as unknown as { require?: unknown }).require,
    process: typeof (window as unknown as { process?: unknown }).process,
  }));
  expect(exposed).toEqual({ bridge: 'object', require: 'undefined', process: 'undefined' });
  await app.close();
});
