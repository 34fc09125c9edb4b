import { leadsOf, storedLead } from './leads-helpers';
import { anonClient, expect, siteUrl, test, uniqueEmail } from './support/fixtures';

test.describe('/signup lead forms', () => {
  test('a field longer than the lead can store gets its message, and a long tracking link keeps the lead', async ({
    page,
  }) => {
    const email = uniqueEmail('long');
    // A campaign link whose query alone is longer than the 500 characters a lead's page holds.
    await page.goto(`/signup?type=demo&utm_content=${'x'.repeat(600)}`);
    await page.getByLabel('Full Name').fill('A'.repeat(201));
    await page.getByLabel('Work Email').fill(email);
    await page.getByLabel('Company Name').fill('C'.repeat(201));
    await page.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(page.getByText('Name must be at most 200 characters.', { exact: true })).toBeVisible();
    await expect(page.getByText('Company name must be at most 200 characters.')).toBeVisible();
    expect(await leadsOf(email)).toHaveLength(0);

    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Company Name').fill('Analytical Engines');
    await page.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(page.getByText('Thank you for your interest!')).toBeVisible();
    const lead = await storedLead(email);
    expect(lead).toMatchObject({ kind: 'demo', name: 'Ada Lovelace' });
    expect(lead.page).toHaveLength(500);
  });

  test('trial: validation messages, then thanks, the stored lead and home after 3 seconds', async ({
    page,
  }) => {
    const email = uniqueEmail('trial');
    await page.goto('/signup?plan=starter');
    await expect(page.getByRole('heading', { name: 'Start Free Trial' })).toBeVisible();
    await page.getByLabel('Full Name').fill('A');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Company name is required')).toBeVisible();

    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Work Email').fill(email);
    await page.getByLabel('Company Name').fill('Analytical Engines');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Thank you for your interest!')).toBeVisible();
    await expect(page.getByText("We'll be in touch about your free trial soon.")).toBeVisible();
    await expect(page.getByText(/Redirecting to home page/)).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/`, { timeout: 6_000 });

    expect(await storedLead(email)).toMatchObject({
      kind: 'trial',
      plan: 'starter',
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      page: '/signup?plan=starter',
    });
  });

  test('demo: its own title and thank-you text', async ({ page }) => {
    const email = uniqueEmail('demo');
    await page.goto('/signup?type=demo&plan=enterprise');
    await expect(page.getByRole('heading', { name: 'Schedule Demo' })).toBeVisible();
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Work Email').fill(email);
    await page.getByLabel('Company Name').fill('Navy');
    await page.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(page.getByText("We'll contact you shortly to schedule your demo.")).toBeVisible();
    expect(await storedLead(email)).toMatchObject({ kind: 'demo', plan: 'enterprise' });
  });

  test('subscribe: email only, its message and thanks', async ({ page }) => {
    const email = uniqueEmail('subscribe');
    await page.goto('/signup?type=subscribe');
    await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveCount(0);
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(page.getByText("We've sent you an email with more information.")).toBeVisible();
    expect(await storedLead(email)).toMatchObject({ kind: 'subscribe', plan: null, name: null });
  });

  test('a failed submit toasts and returns the form, reading Processing... meanwhile', async ({ page }) => {
    await page.route('**/rest/v1/leads*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({ status: 500, json: { message: 'down', code: 'XX000' } });
    });
    await page.goto('/signup?type=subscribe');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('failing'));
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page.getByText('Failed to subscribe')).toBeVisible();
    await expect(page.getByText('Please try again or contact support.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Subscribe' })).toBeEnabled();

    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Work Email').fill(uniqueEmail('failing'));
    await page.getByLabel('Company Name').fill('Engines');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  });
});

test.describe('contact and newsletter leads', () => {
  for (const path of ['/contact', '/support']) {
    test(`the contact form on ${path} stores a contact lead`, async ({ page }) => {
      const email = uniqueEmail('contact');
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Contact support' });
      await form.getByLabel('First Name').fill('Ada');
      await form.getByLabel('Last Name').fill('Lovelace');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Subject').fill('Pricing');
      await form.getByLabel('Message').fill('Do you offer academic discounts?');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await expect(form.getByText('Request sent')).toBeVisible();
      expect(await storedLead(email)).toMatchObject({
        kind: 'contact',
        name: 'Ada Lovelace',
        message: 'Subject: Pricing\n\nDo you offer academic discounts?',
        page: path,
      });
    });
  }

  test('the contact form shows its messages and a failure', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact support' });
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await page.route('**/rest/v1/leads*', (route) =>
      route.fulfill({ status: 500, json: { message: 'down' } }),
    );
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel('Email').fill(uniqueEmail('contact-fail'));
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('Hi');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('Could not send your request')).toBeVisible();
  });

  test('the footer newsletter checks the address and stores a newsletter lead', async ({ page }) => {
    const email = uniqueEmail('newsletter');
    await page.goto('/pricing');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox');
    const button = footer.getByRole('button', { name: 'Subscribe' });
    await input.fill('no-at-sign');
    await button.click();
    await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();
    // An address the leads table would refuse gets the same message, never a failure toast.
    await input.fill('a@b');
    await button.click();
    await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Failed to subscribe')).toHaveCount(0);
    await expect(input).toHaveValue('a@b');

    // Hold the insert briefly so the submitting state can be seen.
    await page.route('**/rest/v1/leads*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await input.fill(email);
    await button.click();
    await expect(input).toBeDisabled();
    await expect(button).toBeDisabled();
    await expect(footer.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(footer.getByRole('textbox')).toHaveCount(0);
    expect(await storedLead(email)).toMatchObject({ kind: 'newsletter', page: '/pricing' });
  });

  test('the footer newsletter works as soon as the page is interactive, even when its code is slow', async ({
    page,
  }) => {
    // Its code is a chunk of its own; the page must not say it is interactive before that arrives,
    // or a click on Subscribe would submit the form natively and reload the page.
    await page.route(/\/assets\/NewsletterForm-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/pricing'); // the fixture waits for html[data-hydrated]
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox').fill('no-at-sign');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a repeated sign-up of one email and kind is kept as a second submission', async ({ page }) => {
    const email = uniqueEmail('twice');
    for (let round = 0; round < 2; round += 1) {
      await page.goto('/signup?type=subscribe');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    }
    const rows = await leadsOf(email);
    expect(rows).toHaveLength(2);
    // The newest is the inbox's entry, with the count; the first stays as its history.
    expect(rows.map((row) => row.submissions).sort()).toEqual([2, null]);
  });

  test('an anonymous visitor cannot read leads', async ({ page }) => {
    const email = uniqueEmail('private');
    await page.goto('/signup?type=subscribe');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await storedLead(email);
    const { data, error } = await anonClient().from('leads').select('*').eq('email', email);
    // RLS: either refused outright or filtered to nothing; never the row.
    expect(error !== null || (data ?? []).length === 0).toBe(true);
  });
});
