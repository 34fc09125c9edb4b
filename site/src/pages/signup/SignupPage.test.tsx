import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAuthTestClient } from '@parley/shared/testing';
import { renderWithAuth } from '../../features/auth/testing/render-with-auth';
import SignupPage from './SignupPage';

const submitLead = vi.hoisted(() => vi.fn());
vi.mock('@parley/shared/leads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@parley/shared/leads')>()),
  submitLead,
}));
vi.mock('../../lib/supabase-client', () => ({ getSupabase: () => ({ fake: 'client' }) }));

const routes = [
  { path: '/signup', Component: SignupPage },
  { path: '/', element: <p>Home page</p> },
];
const renderAt = (at: string) => renderWithAuth(routes, { getClient: createAuthTestClient().getClient, at });

describe('/signup', () => {
  it('titles each type and defaults to the free trial', async () => {
    renderAt('/signup');
    expect(await screen.findByRole('heading', { name: 'Start Free Trial' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Work Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Company Name/)).toBeInTheDocument();
  });

  it('asks only for an email when subscribing', async () => {
    renderAt('/signup?type=subscribe');
    expect(await screen.findByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('shows the spec messages for invalid fields', async () => {
    renderAt('/signup?type=demo');
    await userEvent.type(await screen.findByLabelText(/Full Name/), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Demo' }));
    expect(screen.getByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('stores the lead, thanks the visitor and goes home after 3 seconds', async () => {
    submitLead.mockResolvedValueOnce(undefined);
    renderAt('/signup?type=demo&plan=professional');
    await userEvent.type(await screen.findByLabelText(/Full Name/), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText(/Work Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Company Name/), 'Engines Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Demo' }));
    expect(await screen.findByText('Thank you for your interest!')).toBeInTheDocument();
    expect(screen.getByText("We'll contact you shortly to schedule your demo.")).toBeInTheDocument();
    expect(screen.getByText(/Redirecting to home page/)).toBeInTheDocument();
    expect(submitLead).toHaveBeenCalledWith(
      { fake: 'client' },
      expect.objectContaining({
        kind: 'demo',
        plan: 'professional',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Engines Ltd',
      }),
    );
    expect(await screen.findByText('Home page', {}, { timeout: 4500 })).toBeInTheDocument();
  }, 15_000); // typing plus the 3-second redirect

  it('toasts a failure and returns to the form', async () => {
    submitLead.mockRejectedValueOnce(new Error('down'));
    renderAt('/signup?type=subscribe');
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
