// The time from navigation to `html[data-hydrated]` (the whole page works) under Lighthouse's mobile
// throttling, applied for real by the browser: 4x CPU slowdown, and the network of Lighthouse's
// "slow 4G" preset as DevTools applies it (562.5 ms request latency, 1.44 Mbit/s down, 675 kbit/s
// up), on a Moto G Power's screen. Lighthouse itself only simulates that throttling, and does not
// know the attribute.
import { chromium, type Browser } from 'playwright-core';

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/**
 * Run in the page before any of its scripts: notes when the root element gets `data-hydrated`, in
 * milliseconds since the navigation started, in `window.__hydrated` (a promise). A string, not a
 * function: tsx wraps named functions in a helper (`__name`) that does not exist in the page.
 *
 * Awaited rather than polled: Playwright's `locator.waitFor` queries the document at every frame,
 * and under the 4x CPU slowdown that cost the page about 20 ms of main thread while it hydrated.
 */
const WATCH_HYDRATION = `
  window.__hydrated = new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (document.documentElement && document.documentElement.hasAttribute('data-hydrated')) {
        resolve(performance.now());
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
`;

/** Opens `url` once in a fresh, throttled mobile page; the milliseconds until it was hydrated. */
async function measureOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript({ content: WATCH_HYDRATION });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${url} did not hydrate within two minutes`)), 120_000);
    });
    try {
      return await Promise.race([page.evaluate<number>('window.__hydrated'), timeout]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await context.close();
  }
}

/** Each url's time to hydration, in every one of `runs` loads (in fresh contexts: nothing cached). */
export async function hydrationTimes(urls: string[], runs: number): Promise<Map<string, number[]>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const times = new Map<string, number[]>();
  try {
    for (const url of urls) {
      const measured: number[] = [];
      for (let i = 0; i < runs; i++) measured.push(await measureOnce(browser, url));
      times.set(url, measured);
    }
  } finally {
    await browser.close();
  }
  return times;
}
