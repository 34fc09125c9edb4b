import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ colorScheme: process.argv[2] ?? 'dark' });
const page = await context.newPage();
for (const path of process.argv.slice(3)) {
  await page.goto('http://127.0.0.1:7030' + path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  for (const v of violations) for (const n of v.nodes) {
    const d = n.any[0]?.data ?? {};
    console.log(path, v.id, n.target.join(' ').slice(-60), d.fgColor, d.bgColor, d.contrastRatio, d.expectedContrastRatio);
  }
}
await browser.close();
