import type { Page } from '@playwright/test';

export interface ConsoleErrors {
  /** Console errors and uncaught page errors seen so far. */
  readonly messages: string[];
}

/**
 * Records console.error and uncaught exceptions of a page. `ignore` drops expected noise, e.g. a
 * failed request a test provokes on purpose (Chromium logs those as console errors).
 */
export function trackConsoleErrors(page: Page, ignore: RegExp[] = []): ConsoleErrors {
  const messages: string[] = [];
  const keep = (text: string) => {
    if (!ignore.some((pattern) => pattern.test(text))) messages.push(text);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium's "Failed to load resource" names no URL in its text; the location does.
    const { url } = message.location();
    keep(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => keep(`Uncaught: ${error.message}`));
  return { messages };
}
