import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Each marketing page: its h1, texts that prove its content rendered, and where its CTAs go
 * (docs/routes.md#calls-to-action).
 */
interface PageCase {
  path: string;
  h1: string;
  texts: string[];
  ctas: { name: string | RegExp; href: string }[];
}

const pages: PageCase[] = [
  {
    path: '/features',
    h1: 'Features',
    texts: ['Multi-Agent Negotiation', 'Adaptive Learning', 'Hard Limits', 'Supplier A'],
    ctas: [{ name: 'Start Free Trial', href: '/signup?type=trial' }],
  },
  {
    path: '/how-it-works',
    h1: 'How It Works',
    texts: [
      'Configure Parameters',
      'Deploy Agents',
      'Automated Negotiation',
      'Insights & Learning',
      'ERP',
      'CRM',
    ],
    ctas: [
      { name: 'Start Free Trial', href: '/signup?type=trial' },
      { name: 'Schedule Demo', href: '/signup?type=demo' },
    ],
  },
  {
    path: '/use-cases',
    h1: 'Use Cases',
    texts: ['Dynamic Discounting', 'Inventory Clearance', 'Contract Renewals', 'Healthcare', 'Logistics'],
    ctas: [],
  },
  {
    path: '/roadmap',
    h1: 'Product Roadmap',
    texts: ['Q2 2025', 'Foundation', 'Q2 2026', 'Strategic Vision', 'Research Areas'],
    ctas: [{ name: 'Join Our Early Access Program', href: '/signup?type=trial' }],
  },
  {
    path: '/technical-roadmap',
    h1: 'Technical Roadmap',
    texts: ['Phase 1: MVP Core', 'AI & Data Capabilities', 'Infrastructure Security', 'Audit & Compliance'],
    ctas: [
      { name: 'Request Demo', href: '/contact' },
      { name: 'View Documentation', href: '/documentation' },
      { name: 'API Reference', href: '/api-documentation' },
      { name: 'Developer Guides', href: '/documentation' },
      { name: 'Training Webinars', href: '/webinars' },
    ],
  },
  {
    path: '/pricing',
    h1: 'Simple, transparent pricing',
    texts: [
      '$99',
      '$299',
      'Most Popular',
      'Custom',
      'Up to 20 negotiations per month',
      'Unlimited negotiations',
    ],
    ctas: [
      { name: 'Get Started: Starter plan', href: '/signup?plan=starter' },
      { name: 'Get Started: Professional plan', href: '/signup?plan=professional' },
      { name: 'Contact Sales: Enterprise plan', href: '/signup?plan=enterprise' },
      { name: 'Schedule a Demo', href: '/signup?type=demo' },
      { name: 'Learn About Enterprise', href: '/enterprise-solutions' },
    ],
  },
  {
    path: '/enterprise-solutions',
    h1: 'Enterprise Solutions',
    texts: ['Dedicated Success Team', 'Security and Compliance', 'Whitepaper coming soon'],
    ctas: [
      { name: 'Schedule a Demo', href: '/signup?type=demo' },
      { name: 'Request Enterprise Consultation', href: '/signup?type=demo&plan=enterprise' },
    ],
  },
  {
    path: '/documentation',
    h1: 'Documentation',
    texts: ['Getting Started', 'Core concepts'],
    ctas: [],
  },
  {
    path: '/api-documentation',
    h1: 'API Documentation',
    texts: ['Overview', 'Not offered', 'Try it', 'Request', 'Response', 'Errors', 'Limits', 'curl -X POST'],
    ctas: [
      { name: '/api/v1/openapi.json', href: '/api/v1/openapi.json' },
      { name: 'playground', href: '/playground' },
    ],
  },
  {
    path: '/support',
    h1: 'How can we help?',
    texts: ['Popular Resources', 'What is Parley?', 'Monday-Friday 9am-6pm ET', 'Enterprise Support'],
    ctas: [
      { name: 'Browse Docs', href: '/documentation' },
      { name: 'Contact Us', href: '/contact' },
      { name: 'Watch Videos', href: '/webinars' },
      { name: 'Open API docs', href: '/api-documentation' },
    ],
  },
  {
    path: '/prs',
    h1: 'Product Requirements Specification',
    texts: ['Last updated: May 1, 2025', 'AI Agent Platform', 'reputationScore'],
    ctas: [],
  },
  {
    path: '/case-studies',
    h1: 'Case Studies',
    texts: ['Northwind Retail Group', 'Tailspin Freight'],
    ctas: [{ name: 'Talk to us about your case', href: '/signup?type=demo' }],
  },
  {
    path: '/webinars',
    h1: 'Webinars',
    // Every announced date (June–July 2025) has passed: nothing is offered as upcoming
    // (docs/product-rules.md#webinars).
    texts: [
      'Featured webinar',
      'No upcoming webinars are scheduled yet. Subscribe to updates to hear about the next one.',
    ],
    ctas: [{ name: 'Subscribe to Updates', href: '/signup?type=subscribe' }],
  },
];

async function open(page: Page, path: string, h1: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
}

for (const spec of pages) {
  test.describe(spec.path, () => {
    test('renders one h1, its content and CTAs to the spec routes', async ({ page, consoleErrors }) => {
      await open(page, spec.path, spec.h1);
      await expect(page.locator('h1')).toHaveCount(1);
      const main = page.getByRole('main');
      for (const text of spec.texts) await expect(main.getByText(text).first()).toBeVisible();
      for (const cta of spec.ctas)
        await expect(main.getByRole('link', { name: cta.name, exact: true }).first()).toHaveAttribute(
          'href',
          cta.href,
        );
      await expect(main.locator('a[href="#"], a:not([href])')).toHaveCount(0);
      expect(consoleErrors.messages).toEqual([]);
    });

    test('has no serious or critical axe violations', async ({ page }) => {
      await open(page, spec.path, spec.h1);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test('does not scroll sideways at 375 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, spec.path, spec.h1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('tabs and interactive parts', () => {
  test('technical roadmap opens on phase 1 and switches phases', async ({ page }) => {
    await open(page, '/technical-roadmap', 'Technical Roadmap');
    await expect(page.getByRole('tab', { name: /Phase 1/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: /Phase 3/ }).click();
    const panel = page.getByRole('tabpanel');
    await expect(
      panel.getByRole('heading', { name: 'Phase 3: RL Training & Multilateral Auctions' }),
    ).toBeVisible();
    await expect(panel.getByText('In Progress')).toBeVisible();
    await page.getByRole('tab', { name: /Phase 6/ }).click();
    await expect(page.getByRole('tabpanel').getByText('Upcoming')).toBeVisible();
  });

  test('documentation api tab shows the negotiation request; the sidebar filter narrows topics', async ({
    page,
  }) => {
    await open(page, '/documentation', 'Documentation');
    await page.getByRole('tab', { name: 'API' }).click();
    const request = page.getByRole('tabpanel');
    await expect(request.getByText(/POST \/api\/v1\/negotiations/)).toBeVisible();
    await expect(request.getByText(/"reservation": 96/)).toBeVisible();
    await expect(request.getByRole('link', { name: 'API Documentation' })).toHaveAttribute(
      'href',
      '/api-documentation',
    );
    await page.getByRole('tab', { name: 'FAQ' }).click();
    // FAQ questions are native disclosures (<summary>), which open without JavaScript.
    await expect(page.locator('summary', { hasText: 'Which protocols do agents support?' })).toBeVisible();
    await page.getByLabel('Filter documentation topics').fill('erp');
    const nav = page.getByRole('navigation', { name: 'Documentation topics' });
    await expect(nav.getByText('ERP connectors (planned)')).toBeVisible();
    await expect(nav.getByText('Buyer agents')).toHaveCount(0);
  });

  test('support FAQ: General answers expand, other tabs show their placeholder', async ({ page }) => {
    await open(page, '/support', 'How can we help?');
    await page.locator('summary', { hasText: 'What is Parley?' }).click();
    await expect(page.getByText(/Parley is an AI negotiation engine/)).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByText('Security questions will be displayed here.')).toBeVisible();
  });

  test('pricing FAQ is a keyboard-operable accordion', async ({ page }) => {
    await open(page, '/pricing', 'Simple, transparent pricing');
    const item = page.locator('details', { hasText: 'What payment methods do you accept?' });
    await item.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('open', '');
    await expect(page.getByText(/wire transfer or against an invoice/)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(item).not.toHaveAttribute('open');
  });

  test('case studies: industry filter and the tabs still being built', async ({ page }) => {
    await open(page, '/case-studies', 'Case Studies');
    // The industry filter is links (?industry=), so it works before the scripts run.
    await page.getByRole('link', { name: 'Healthcare' }).click();
    await expect(page).toHaveURL(/\/case-studies\?industry=Healthcare$/);
    await expect(page.getByRole('link', { name: 'Healthcare' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('Litware Health Partners')).toBeVisible();
    await expect(page.getByText('Tailspin Freight')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Sales' }).click();
    await expect(page.getByText(/building the sales case studies section/)).toBeVisible();
  });

  test('webinars: View More Webinars opens the recordings, which lead to real routes', async ({ page }) => {
    await open(page, '/webinars', 'Webinars');
    await page.getByRole('link', { name: 'View More Webinars' }).click();
    await expect(page).toHaveURL(/\/webinars\?tab=recorded$/);
    await expect(page.getByRole('tab', { name: 'Recorded' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('1,840 views')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Watch Recording/ }).first()).toHaveAttribute(
      'href',
      '/signup?type=demo',
    );
  });

  test('webinars: a past session is never offered as upcoming, nor as a recording it does not have', async ({
    page,
  }) => {
    await open(page, '/webinars', 'Webinars');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Register/ })).toHaveCount(0);
    const featured = main.getByRole('region', { name: /^Autonomous Procurement/ });
    await expect(
      featured.getByText('This session has taken place. There is no recording of it.'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Recorded' }).click();
    const past = page.getByRole('region', { name: 'Earlier sessions without a recording' });
    await expect(past.getByRole('article')).toHaveCount(3);
    await expect(past.getByText('Rules That Protect Your Margin')).toBeVisible();
    await expect(past.getByRole('link')).toHaveCount(0);
    await expect(main.getByRole('link', { name: /^Watch Recording/ })).toHaveCount(3);
  });

  test('prs tabs switch', async ({ page }) => {
    await open(page, '/prs', 'Product Requirements Specification');
    await page.getByRole('tab', { name: 'Smart Contracts' }).click();
    await expect(page.getByRole('tabpanel').getByText('depositTimestamp')).toBeVisible();
  });

  test('a failing use-case illustration falls back to its placeholder', async ({ page }) => {
    await page.route('**/dynamic-discounting*.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, '/use-cases', 'Use Cases');
    const image = page.getByRole('img', { name: 'Bar chart of rising order values with a discount badge' });
    await image.scrollIntoViewIfNeeded();
    await expect(page.getByText('Illustration unavailable')).toBeVisible();
    await expect(image).toBeVisible();
    // The other illustrations still load.
    await expect(
      page.getByRole('img', { name: 'Contract document with an approval check mark' }),
    ).toHaveJSProperty('tagName', 'IMG');
  });
});
