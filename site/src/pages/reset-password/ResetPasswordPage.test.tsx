import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAuthTestClient } from '@parley/shared/testing';
import { renderWithAuth } from '../../features/auth/testing/render-with-auth';
import ResetPasswordPage from './ResetPasswordPage';

const routes = [
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/', element: <p>Home page</p> },
];

/** The fake's client, handed over only when the test calls giveClient (the app still starting). */
function heldClient(fake: ReturnType<typeof createAuthTestClient>) {
  let giveClient!: () => void;
  const clientGiven = new Promise<void>((resolve) => (giveClient = resolve));
  const getClient = async () => {
    await clientGiven;
    return fake.getClient();
  };
  return { getClient, giveClient };
}

describe('/reset-password', () => {
  it('sends the recovery mail with its link pointing back here', async () => {
    const fake = createAuthTestClient();
    renderWithAuth(routes, { getClient: fake.getClient, at: '/reset-password' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'lost@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Check your email for a link to reset your password.'),
    ).toBeInTheDocument();
    const recoveries = fake.sent('POST', '/auth/v1/recover');
    expect(recoveries.map((request) => request.body)).toEqual([
      expect.objectContaining({ email: 'lost@example.com' }),
    ]);
    // The link lands on the new-password step: the server renders that form from the first paint.
    expect(recoveries[0]!.params.get('redirect_to')).toBe(
      `${window.location.origin}/reset-password?step=new-password`,
    );
  });

  it('sets a new password after the recovery link, typed twice', async () => {
    window.history.replaceState(null, '', '/reset-password#access_token=a&type=recovery');
    const fake = createAuthTestClient({ signedIn: { email: 'lost@example.com' } });
    renderWithAuth(routes, { getClient: fake.getClient, at: '/reset-password' });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New Password/), 'brand-new');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'brand-nu');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirm New Password/));
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'brand-new');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Your password has been updated. You are now signed in.'),
    ).toBeInTheDocument();
    expect(fake.sent('PUT', '/auth/v1/user').map((request) => request.body)).toEqual([
      expect.objectContaining({ password: 'brand-new' }),
    ]);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows the new-password form while the link is read, and keeps a submit made then until the session is in', async () => {
    window.history.replaceState(null, '', '/reset-password?step=new-password#access_token=a&type=recovery');
    const fake = createAuthTestClient({ signedIn: { email: 'lost@example.com' } });
    const { getClient, giveClient } = heldClient(fake);
    renderWithAuth(routes, { getClient, at: '/reset-password?step=new-password' });
    // The session is not read yet: the form is there (as the server rendered it), not a loader.
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New Password/), 'typed-early');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'typed-early');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(fake.sent('PUT', '/auth/v1/user')).toEqual([]);
    // The click is answered: the button says the password is on its way, and takes no second one.
    expect(screen.getByRole('button', { name: 'Updating Password...' })).toBeDisabled();

    giveClient();
    // Mantine's toasts outlive a test: the saved password is told by the request, then the home page.
    await waitFor(() =>
      expect(fake.sent('PUT', '/auth/v1/user').map((request) => request.body)).toEqual([
        expect.objectContaining({ password: 'typed-early' }),
      ]),
    );
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('gives the button back when the held submit, replayed, finds the passwords changed to differ', async () => {
    window.history.replaceState(null, '', '/reset-password?step=new-password#access_token=a&type=recovery');
    const fake = createAuthTestClient({ signedIn: { email: 'lost@example.com' } });
    const { getClient, giveClient } = heldClient(fake);
    renderWithAuth(routes, { getClient, at: '/reset-password?step=new-password' });
    await userEvent.type(screen.getByLabelText(/^New Password/), 'typed-early');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'typed-early');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), '!');
    giveClient();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    expect(fake.sent('PUT', '/auth/v1/user')).toEqual([]);
  });

  it('sends nothing for a submit made while a link that turns out invalid is read', async () => {
    window.history.replaceState(
      null,
      '',
      '/reset-password?step=new-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    const fake = createAuthTestClient();
    const { getClient, giveClient } = heldClient(fake);
    renderWithAuth(routes, { getClient, at: '/reset-password?step=new-password' });
    await userEvent.type(screen.getByLabelText(/^New Password/), 'typed-early');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'typed-early');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    giveClient();
    expect(await screen.findByText(/This password reset link is invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(fake.sent('PUT', '/auth/v1/user')).toEqual([]);
    // Held, not tried without a session: no failure toast beside the link's own message.
    expect(screen.queryByText(/session missing|Failed to update your password/i)).toBeNull();
  });

  it('says the new-password step needs the link from the email when opened without one, and offers a new link', async () => {
    // A bookmarked or retyped /reset-password?step=new-password, or a link whose fragment a mail
    // scanner dropped: no key to read, so no session; the page says why the form went away.
    window.history.replaceState(null, '', '/reset-password?step=new-password');
    renderWithAuth(routes, {
      getClient: createAuthTestClient().getClient,
      at: '/reset-password?step=new-password',
    });
    expect(
      await screen.findByText(
        'This page sets a new password only when opened from the link in your reset email. Request a new link below.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('shows no such notice on /reset-password itself', async () => {
    window.history.replaceState(null, '', '/reset-password');
    renderWithAuth(routes, { getClient: createAuthTestClient().getClient, at: '/reset-password' });
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.queryByText(/only when opened from the link/)).toBeNull();
  });

  it('explains an expired or used link and offers a new one', async () => {
    window.history.replaceState(
      null,
      '',
      '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    renderWithAuth(routes, { getClient: createAuthTestClient().getClient, at: '/reset-password' });
    expect(await screen.findByText(/This password reset link is invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });
});
