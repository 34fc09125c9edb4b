import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthTestClient, gotrueError, type FakeResponse } from '@parley/shared/testing';
import { renderWithAuth } from '../../features/auth/testing/render-with-auth';
import { RequireAdmin } from '../../features/auth';
import AuthPage from './AuthPage';

const routes = [
  { path: '/auth', Component: AuthPage },
  { path: '/', element: <p>Home page</p> },
  { path: '/reset-password', element: <p>Reset page</p> },
];

// Toasts live in Mantine's global store, which shows at most 5: one test's toasts must not queue the next's.
afterEach(() => notifications.clean());

describe('/auth', () => {
  it('opens on Sign In, or on Sign Up with ?tab=signup', async () => {
    const fake = createAuthTestClient();
    renderWithAuth(routes, { getClient: fake.getClient, at: '/auth' });
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();

    const other = createAuthTestClient();
    renderWithAuth(routes, { getClient: other.getClient, at: '/auth?tab=signup' });
    expect(await screen.findByRole('tab', { name: 'Sign Up', selected: true })).toBeInTheDocument();
  });

  it('shows the validation messages and the password hint', async () => {
    const fake = createAuthTestClient();
    renderWithAuth(routes, { getClient: fake.getClient, at: '/auth' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getAllByText('Password must be at least 6 characters long').length).toBeGreaterThan(1);
    expect(fake.sent('POST', '/auth/v1/token')).toEqual([]);
  });

  it('signs in, toasts and goes home', async () => {
    const fake = createAuthTestClient();
    renderWithAuth(routes, { getClient: fake.getClient, at: '/auth' });
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Successfully signed in')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it("shows the server's message when sign-in fails and reads Signing In... meanwhile", async () => {
    let fail!: () => void;
    const fake = createAuthTestClient({
      respond: (request) =>
        request.path === '/auth/v1/token'
          ? new Promise<FakeResponse>((resolve) => {
              fail = () => resolve(gotrueError(400, 'invalid_credentials', 'Invalid login credentials'));
            })
          : undefined,
    });
    renderWithAuth(routes, { getClient: fake.getClient, at: '/auth' });
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    fail();
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('signs up with the confirmation link pointing back to /auth', async () => {
    const fake = createAuthTestClient();
    renderWithAuth(routes, { getClient: fake.getClient, at: '/auth?tab=signup' });
    await userEvent.type(await screen.findByLabelText(/^Email/), 'new@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Registration successful! Please check your email for verification.'),
    ).toBeInTheDocument();
    const signUps = fake.sent('POST', '/auth/v1/signup');
    expect(signUps.map((request) => request.body)).toEqual([
      expect.objectContaining({ email: 'new@example.com', password: 'secret1' }),
    ]);
    expect(signUps[0]!.params.get('redirect_to')).toBe(`${window.location.origin}/auth`);
  });

  it('brings an admin back to the admin page that sent them to sign in, query kept', async () => {
    const fake = createAuthTestClient({ admin: true });
    const withAdmin = [
      ...routes,
      { Component: RequireAdmin, children: [{ path: '/admin/blog/edit/:id', element: <p>Editor page</p> }] },
    ];
    const { router } = renderWithAuth(withAdmin, {
      getClient: fake.getClient,
      at: '/admin/blog/edit/42?x=1',
    });
    await userEvent.type(await screen.findByLabelText('Email', { exact: true }), 'boss@example.com');
    expect(router.getState().location.pathname).toBe('/auth');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Editor page')).toBeInTheDocument();
    expect(router.getState().location.search).toBe('?x=1');
  });

  it('sends a signed-in user home', async () => {
    const fake = createAuthTestClient({ signedIn: { email: 'user@example.com' } });
    renderWithAuth(routes, { getClient: fake.getClient, at: '/auth' });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('announces a confirmed email and stays on /auth', async () => {
    window.history.replaceState(null, '', '/auth#access_token=a&type=signup');
    const fake = createAuthTestClient({ signedIn: { email: 'user@example.com' } });
    const { router } = renderWithAuth(routes, { getClient: fake.getClient, at: '/auth' });
    expect(
      await screen.findByText('Email verification successful! You can now sign in.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument());
    expect(router.getState().location.pathname).toBe('/auth');
  });

  it('explains a failed confirmation link', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    const fake = createAuthTestClient();
    renderWithAuth(routes, { getClient: fake.getClient, at: '/auth' });
    expect(await screen.findByText('Email verification failed')).toBeInTheDocument();
    expect(screen.getByText('Email link is invalid or has expired')).toBeInTheDocument();
  });
});
