import type { Page } from '@playwright/test';

/**
 * A page as a slow phone sees it: the server's HTML is painted, but every application script (the
 * browser entry included) is held back for `ms` before it may load. Whatever the visitor does in
 * that window must already work (native HTML), or be kept and replayed once the app runs.
 *
 * Call before `page.goto`. Returns a function that releases the held scripts at once.
 */
export async function holdAppScripts(page: Page, ms = 5_000): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const timer = setTimeout(release, ms);
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.fallback();
  });
  return () => {
    clearTimeout(timer);
    release();
  };
}

// JavaScript disabled altogether: `test.use({ javaScriptEnabled: false })` in a describe block (the
// fixture's `page.goto` then skips waiting for hydration).
