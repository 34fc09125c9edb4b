import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@parley/router/memory';
import { FormPostContext, type FormPostState } from '../../lib/form-post';
import NewsletterTokenPage from './NewsletterTokenPage';

const TOKEN = 'cd'.repeat(32);

/** The page as the server renders it (no JavaScript runs in the visitor's browser yet). */
function serverHtml(at: string, posted: FormPostState | null = null): Document {
  const ui: ReactElement = (
    <MantineProvider>
      <FormPostContext.Provider value={posted}>
        <MemoryRouter initialEntries={[at]}>
          <NewsletterTokenPage />
        </MemoryRouter>
      </FormPostContext.Provider>
    </MantineProvider>
  );
  return new DOMParser().parseFromString(renderToString(ui), 'text/html');
}

const posted = (form: string, overrides: Partial<FormPostState>): FormPostState => ({
  form,
  values: {},
  errors: {},
  sent: false,
  failed: false,
  ...overrides,
});

describe('the newsletter link pages, server-rendered', () => {
  it('shows a button that posts the token to the same page, and changes nothing by itself', () => {
    const html = serverHtml(`/newsletter/confirm?token=${TOKEN}`);
    const form = html.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/newsletter/confirm?token=${TOKEN}`);
    expect(form.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('newsletter-confirm');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Confirm subscription');
  });

  it.each(['', '?token=', '?token=abc', `?token=${TOKEN.toUpperCase()}`])(
    'says the link does not work for a token of the wrong shape (%s), with no button',
    (query) => {
      const html = serverHtml(`/newsletter/unsubscribe${query}`);
      expect(html.querySelector('[role="alert"] h1')?.textContent).toBe('This link does not work');
      expect(html.querySelector('form')).toBeNull();
    },
  );

  it('after unsubscribing, says so and offers to subscribe again with the same token', () => {
    const html = serverHtml(
      `/newsletter/unsubscribe?token=${TOKEN}`,
      posted('newsletter-unsubscribe', { sent: true }),
    );
    expect(html.querySelector('[role="status"] h1')?.textContent).toBe('You are unsubscribed');
    const form = html.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(`/newsletter/resubscribe?token=${TOKEN}`);
    expect(form.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('newsletter-resubscribe');
  });

  it('answers a token the database refused, and keeps the button when it could not answer', () => {
    const refused = serverHtml(
      `/newsletter/confirm?token=${TOKEN}`,
      posted('newsletter-confirm', { errors: { token: 'invalid' } }),
    );
    expect(refused.querySelector('[role="alert"] h1')?.textContent).toBe('This link does not work');
    const failed = serverHtml(
      `/newsletter/resubscribe?token=${TOKEN}`,
      posted('newsletter-resubscribe', { failed: true }),
    );
    expect(failed.querySelector('[role="alert"]')?.textContent).toBe(
      'Something went wrong. Please try again in a moment.',
    );
    expect(failed.querySelector('form button')?.textContent).toBe('Subscribe again');
  });
});
