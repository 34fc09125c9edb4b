import { MantineProvider } from '@mantine/core';
import { MESSAGES } from '@parley/shared/validation';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@parley/router/memory';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormPostContext, type FormPostState } from '../../../lib/form-post';
import { HONEYPOT_FIELD } from '../lib/honeypot';
import { NewsletterForm } from './NewsletterForm';
import { ContactForm } from './ContactForm';
import { SignupLeadPanel } from './SignupLeadPanel';

function page(ui: ReactElement, at: string, posted: FormPostState | null) {
  return (
    <MantineProvider>
      {/* No React Query: the lead pages are outside its layout (app/routes.tsx). */}
      <FormPostContext.Provider value={posted}>
        <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
      </FormPostContext.Provider>
    </MantineProvider>
  );
}

const state = (overrides: Partial<FormPostState>): FormPostState => ({
  form: 'signup',
  values: {},
  errors: {},
  sent: false,
  failed: false,
  ...overrides,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('lead forms as the server renders them', () => {
  it('post to their own page (query included) and name themselves in a hidden field', () => {
    const { container } = render(
      page(<SignupLeadPanel type="demo" plan="starter" />, '/signup?type=demo&plan=starter', null),
    );
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/signup?type=demo&plan=starter');
    expect(form.querySelector('input[type="hidden"][name="_form"]')).toHaveValue('signup');
    expect(
      [...form.querySelectorAll(`input:not([type="hidden"]):not([name="${HONEYPOT_FIELD}"])`)].map((input) =>
        input.getAttribute('name'),
      ),
    ).toEqual(['name', 'email', 'company']);
  });

  it('every lead form carries the honeypot: out of sight, out of the tab order, hidden from screen readers', () => {
    const forms = [
      page(<SignupLeadPanel type="demo" plan={null} />, '/signup?type=demo', null),
      page(<SignupLeadPanel type="subscribe" plan={null} />, '/signup?type=subscribe', null),
      page(<NewsletterForm />, '/pricing', null),
      page(<ContactForm onSubmit={vi.fn()} />, '/contact', null),
    ];
    for (const ui of forms) {
      const { container, unmount } = render(ui);
      const trap = container.querySelector(`form input[name="${HONEYPOT_FIELD}"]`)!;
      expect(trap).not.toBeNull();
      expect(trap).toHaveAttribute('tabindex', '-1');
      expect(trap).toHaveAttribute('autocomplete', 'off');
      expect(trap).toHaveValue('');
      expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(trap.closest('label')?.textContent).toMatch(/leave this field empty/i);
      unmount();
    }
  });

  it('a post refused as too many says so in the form, keeping the values', () => {
    const posted = state({ values: { name: 'Grace', email: 'g@navy.mil', company: 'Navy' }, limited: true });
    render(page(<SignupLeadPanel type="demo" plan={null} />, '/signup?type=demo', posted));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.tooManySubmissions);
    expect(screen.getByLabelText(/Work Email/)).toHaveValue('g@navy.mil');
  });

  it('come back with the values and messages of an invalid post, and hydrate with them unchanged', async () => {
    const posted = state({
      values: { name: 'A', email: 'bad', company: '' },
      errors: { name: 'Name must be at least 2 characters.', email: 'Please enter a valid email address.' },
    });
    const ui = page(<SignupLeadPanel type="trial" plan={null} />, '/signup', posted);
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('A');
    expect(screen.getByText('Name must be at least 2 characters.')).toBeInTheDocument();

    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, ui));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('A');
    expect(screen.getByLabelText(/Work Email/)).toHaveValue('bad');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    act(() => root.unmount());
    errors.mockRestore();
  });

  it('show the thank-you of a stored post', () => {
    render(
      page(<SignupLeadPanel type="subscribe" plan={null} />, '/signup?type=subscribe', state({ sent: true })),
    );
    expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument();
  });

  it("leave a post of another form alone (the footer's newsletter is not the signup form)", () => {
    const posted = state({ form: 'newsletter', values: { email: 'x@y' }, sent: true });
    render(page(<SignupLeadPanel type="trial" plan={null} />, '/signup', posted));
    expect(screen.getByLabelText(/Work Email/)).toHaveValue('');
  });

  it('the newsletter: thanks for a stored post, says a failed one, keeping the value', () => {
    render(page(<NewsletterForm />, '/pricing', state({ form: 'newsletter', sent: true })));
    expect(screen.getByText('Thanks for subscribing!')).toBeInTheDocument();
    document.body.innerHTML = '';
    render(
      page(
        <NewsletterForm />,
        '/pricing',
        state({ form: 'newsletter', values: { email: 'a@b' }, failed: true }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to subscribe');
    expect(screen.getByLabelText('Email address')).toHaveValue('a@b');
  });

  it('the contact form: its values and messages, or its success message', () => {
    const posted = state({
      form: 'contact',
      values: { firstName: 'Ada', lastName: '', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
      errors: { lastName: 'Last name is required.' },
    });
    render(page(<ContactForm onSubmit={vi.fn()} />, '/contact', posted));
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Hello');
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    document.body.innerHTML = '';
    render(page(<ContactForm onSubmit={vi.fn()} />, '/contact', state({ form: 'contact', sent: true })));
    expect(screen.getByText('Request sent')).toBeInTheDocument();
  });
});
