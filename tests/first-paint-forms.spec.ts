import { test, type Page } from '@playwright/test';
import { leadsOf, storedLead } from './leads-helpers';
import { holdAppScripts } from './support/first-paint';
import { createUser, expect, siteUrl, trackConsoleErrors, uniqueEmail } from './support/fixtures';

/**
 * How long the application scripts are held: longer than any test needs to act (this machine may be
 * slow), each test releases them itself when it wants the app to run.
 */
const HOLD_MS = 60_000;
const releases: (() => void)[] = [];

/** Holds the page's application scripts back until released (by the test, or once it ends). */
async function hold(page: Page): Promise<() => void> {
  const release = await holdAppScripts(page, HOLD_MS);
  releases.push(release);
  return release;
}

// Each test waits for the server's answers with the application held back: on a busy machine that
// takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.afterEach(() => {
  for (const release of releases.splice(0)) release();
});

// Plain Playwright `test`: the project fixture's `page.goto` waits for hydration, which these tests
// must not do (they act while the application scripts are held back, or with JavaScript off).

/** The page is the server's HTML: no application code has run. */
async function expectNotHydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
}

/** Marks the current document, to tell later whether the page was reloaded (the mark is then gone). */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { firstPaintMark: true }));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => 'firstPaintMark' in window)).toBe(true);
}

const footerNewsletter = (page: Page) =>
  page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact support' });

async function fillContact(page: Page, values: { first: string; last: string; email: string }) {
  const form = contactForm(page);
  await form.getByLabel(/First Name/).fill(values.first);
  await form.getByLabel(/Last Name/).fill(values.last);
  await form.getByLabel(/^Email/).fill(values.email);
  await form.getByLabel(/Subject/).fill('Pricing');
  await form.getByLabel(/Message/).fill('Do you have a nonprofit plan?');
}

test.describe('lead forms used at first paint (application scripts held back)', () => {
  test('a demo request for a plan is stored and thanked, before any script runs', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    const release = await hold(page);
    const email = uniqueEmail('early-demo');
    await page.goto('/signup?type=demo&plan=starter', { waitUntil: 'commit' });
    await expectNotHydrated(page);
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Work Email').fill(email);
    await page.getByLabel('Company Name').fill('Navy');
    await page.getByRole('button', { name: 'Schedule Demo' }).click();

    await expect(page.getByText("We'll contact you shortly to schedule your demo.")).toBeVisible();
    expect(await storedLead(email)).toMatchObject({
      kind: 'demo',
      plan: 'starter',
      name: 'Grace Hopper',
      company: 'Navy',
      // The form posts to its page's address as the routers give it (the parameters the page reads,
      // sorted by name: docs/product-rules.md, "A page's address"), so that is the page recorded.
      page: '/signup?plan=starter&type=demo',
    });
    // The answer hydrates as it was rendered (no mismatch), then goes home as a sent form does.
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
    await expect(page).toHaveURL(`${siteUrl}/`, { timeout: 10_000 });
    expect(errors.messages).toEqual([]);
  });

  test('invalid input shows the messages with every value kept and stores nothing; once the app runs, the corrected form sends in place', async ({
    page,
  }) => {
    // Chromium logs the answer's status (422, invalid input) as a failed resource: expected here.
    const errors = trackConsoleErrors(page, [/status of 422 .*\/signup\?plan=professional\)$/]);
    const release = await hold(page);
    const email = uniqueEmail('early-trial');
    await page.goto('/signup?plan=professional', { waitUntil: 'commit' });
    await expectNotHydrated(page);
    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Work Email').fill(email.replace('@', ' at '));
    await page.getByRole('button', { name: 'Start Free Trial' }).click();

    await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('A');
    await expect(page.getByLabel('Work Email')).toHaveValue(email.replace('@', ' at '));
    expect(await leadsOf(email)).toEqual([]);

    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
    await expect(page.getByLabel('Full Name')).toHaveValue('A');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Work Email').fill(email);
    await page.getByLabel('Company Name').fill('Engines');
    await markDocument(page);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText("We'll be in touch about your free trial soon.")).toBeVisible();
    await expectSameDocument(page);
    expect(await storedLead(email)).toMatchObject({ kind: 'trial', plan: 'professional' });
    expect(errors.messages).toEqual([]);
  });

  test('subscribe stores its lead', async ({ page }) => {
    await hold(page);
    const email = uniqueEmail('early-subscribe');
    await page.goto('/signup?type=subscribe', { waitUntil: 'commit' });
    await expectNotHydrated(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    expect(await storedLead(email)).toMatchObject({ kind: 'subscribe', plan: null });
  });

  test("the footer's newsletter stores its lead, or says what is wrong keeping the value", async ({
    page,
  }) => {
    await hold(page);
    await page.goto('/pricing', { waitUntil: 'commit' });
    await expectNotHydrated(page);
    await footerNewsletter(page).getByRole('textbox').fill('no-at-sign');
    await footerNewsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(footerNewsletter(page).getByText('Please enter a valid email address.')).toBeVisible();
    await expect(footerNewsletter(page).getByRole('textbox')).toHaveValue('no-at-sign');

    const email = uniqueEmail('early-newsletter');
    await footerNewsletter(page).getByRole('textbox').fill(email);
    await footerNewsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('contentinfo').getByText('Thanks for subscribing!')).toBeVisible();
    expect(await storedLead(email)).toMatchObject({ kind: 'newsletter', page: '/pricing' });
  });

  test("the footer's newsletter on a playground run is answered on /playground, which hydrates as sent", async ({
    page,
  }) => {
    const errors = trackConsoleErrors(page);
    const release = await hold(page);
    await page.goto('/playground?deadline=100&b_strategy=boulware&s_strategy=boulware&seed=7', {
      waitUntil: 'commit',
    });
    await expectNotHydrated(page);
    const email = uniqueEmail('early-playground');
    await footerNewsletter(page).getByRole('textbox').fill(email);
    await footerNewsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    // The form reads no query: it posts to the page without it, and the answer is that page (the
    // example run), never a render of the run in the address (docs/product-rules.md#leads).
    await expect(page.getByRole('contentinfo').getByText('Thanks for subscribing!')).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/playground`);
    expect(await storedLead(email)).toMatchObject({ kind: 'newsletter', page: '/playground' });
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
    await expect(page.getByRole('contentinfo').getByText('Thanks for subscribing!')).toBeVisible();
    expect(errors.messages).toEqual([]);
  });

  test("the footer's newsletter on /signup?type=demo is answered on the demo page, which hydrates as sent", async ({
    page,
  }) => {
    const errors = trackConsoleErrors(page);
    const release = await hold(page);
    await page.goto('/signup?type=demo', { waitUntil: 'commit' });
    await expectNotHydrated(page);
    const email = uniqueEmail('early-signup-footer');
    await footerNewsletter(page).getByRole('textbox').fill(email);
    await footerNewsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    // /signup's query is its variant: the answer keeps it (it was the trial page, the visitor moved).
    await expect(page.getByRole('contentinfo').getByText('Thanks for subscribing!')).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/signup?type=demo`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Schedule Demo/);
    expect(await storedLead(email)).toMatchObject({ kind: 'newsletter', page: '/signup' });
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
    await expect(page.getByRole('contentinfo').getByText('Thanks for subscribing!')).toBeVisible();
    expect(errors.messages).toEqual([]);
  });

  test('the contact form stores its request, or keeps every value with the messages', async ({ page }) => {
    await hold(page);
    const email = uniqueEmail('early-contact');
    await page.goto('/contact', { waitUntil: 'commit' });
    await expectNotHydrated(page);
    await fillContact(page, { first: 'Ada', last: '', email });
    await contactForm(page).getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Last name is required.')).toBeVisible();
    await expect(contactForm(page).getByLabel(/First Name/)).toHaveValue('Ada');
    await expect(contactForm(page).getByLabel(/Message/)).toHaveValue('Do you have a nonprofit plan?');
    expect(await leadsOf(email)).toEqual([]);

    await contactForm(page)
      .getByLabel(/Last Name/)
      .fill('Lovelace');
    await contactForm(page).getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Request sent')).toBeVisible();
    expect(await storedLead(email)).toMatchObject({
      kind: 'contact',
      name: 'Ada Lovelace',
      message: 'Subject: Pricing\n\nDo you have a nonprofit plan?',
      page: '/contact',
    });
  });
});

test.describe('sign-in at first paint', () => {
  test('a click on Sign In before the app runs signs in once it runs, without a reload', async ({ page }) => {
    const user = await createUser({ email: uniqueEmail('early-signin'), password: 'early-secret' });
    const release = await hold(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await expectNotHydrated(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(siteUrl)) posts.push(request.url());
    });
    await markDocument(page);

    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Kept, not sent: the values stay where they were typed.
    await page.waitForTimeout(300);
    await expectNotHydrated(page);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);

    release();
    await expect(page.getByText('Successfully signed in')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(`${siteUrl}/`);
    expect(posts).toEqual([]);
    await expectSameDocument(page);
  });
});

test.describe('lead forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the trial form stores its lead, and an invalid one keeps its values', async ({ page }) => {
    const email = uniqueEmail('nojs-trial');
    await page.goto('/signup?plan=enterprise');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Work Email').fill('nope');
    await page.getByLabel('Company Name').fill('Engines');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Company Name')).toHaveValue('Engines');

    await page.getByLabel('Work Email').fill(email);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Thank you for your interest!')).toBeVisible();
    expect(await storedLead(email)).toMatchObject({
      kind: 'trial',
      plan: 'enterprise',
      page: '/signup?plan=enterprise',
    });
  });

  test('the footer newsletter and the support contact form store their leads', async ({ page }) => {
    const newsletter = uniqueEmail('nojs-newsletter');
    await page.goto('/');
    await footerNewsletter(page).getByRole('textbox').fill(newsletter);
    await footerNewsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    expect(await storedLead(newsletter)).toMatchObject({ kind: 'newsletter', page: '/' });

    const contact = uniqueEmail('nojs-contact');
    await page.goto('/support');
    await fillContact(page, { first: 'Grace', last: 'Hopper', email: contact });
    await contactForm(page).getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Request sent')).toBeVisible();
    expect(await storedLead(contact)).toMatchObject({
      kind: 'contact',
      name: 'Grace Hopper',
      page: '/support',
    });
  });
});

test.describe('sign-in without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says it needs JavaScript, keeping the email, and never puts the password in a URL', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill('nojs@example.test');
    await page.getByLabel('Password', { exact: true }).fill('not-in-a-url');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Signing in needs JavaScript')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('nojs@example.test');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(page.url()).not.toContain('not-in-a-url');
    expect(await page.content()).not.toContain('not-in-a-url');
  });
});
