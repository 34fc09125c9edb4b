import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAuthTestClient } from '@parley/shared/testing';
import { renderWithAuth } from '../testing/render-with-auth';
import RequireAdmin from './RequireAdmin';
import { UserActions } from './UserActions';

/** An admin screen holding what the admin typed (an editor's form). */
function Editor() {
  return (
    <>
      <p>Admin dashboard</p>
      <textarea aria-label="Content" />
    </>
  );
}

const routes = [
  { Component: RequireAdmin, children: [{ path: '/admin', element: <Editor /> }] },
  { path: '/auth', element: <p>Sign-in page</p> },
  { path: '/', element: <UserActions /> },
];

describe('RequireAdmin', () => {
  it('sends a signed-out visitor to /auth', async () => {
    renderWithAuth(routes, { getClient: createAuthTestClient().getClient, at: '/admin' });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('sends a signed-in non-admin home', async () => {
    const fake = createAuthTestClient({ signedIn: { email: 'ann@example.com' }, admin: false });
    renderWithAuth(routes, { getClient: fake.getClient, at: '/admin' });
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByText('Admin dashboard')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    const fake = createAuthTestClient({ signedIn: { email: 'boss@example.com' }, admin: true });
    renderWithAuth(routes, { getClient: fake.getClient, at: '/admin' });
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
  });
});

describe('RequireAdmin when the session ends mid-edit', () => {
  it('keeps the screen and what was typed, asks to sign in again, and lets the admin go on', async () => {
    const user = userEvent.setup();
    const fake = createAuthTestClient({ signedIn: { email: 'boss@example.com' }, admin: true });
    renderWithAuth(routes, { getClient: fake.getClient, at: '/admin' });
    await user.type(await screen.findByRole('textbox', { name: 'Content' }), 'An hour of writing');

    // The session ends (signed out in another tab, or its refresh refused): auth-js says SIGNED_OUT.
    await act(() => fake.client.auth.signOut({ scope: 'local' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(dialog).toHaveTextContent(
      'Sign in again to save your changes. What you typed stays on this page.',
    );
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content', hidden: true })).toHaveValue('An hour of writing');

    await user.type(screen.getByLabelText('Email', { exact: true }), 'boss@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('An hour of writing');
  });

  it('still sends away a visitor who never had the admin screens', async () => {
    renderWithAuth(routes, { getClient: createAuthTestClient().getClient, at: '/admin' });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('UserActions', () => {
  it('shows the user icon labelled with the email, Admin for admins, and signs out', async () => {
    const fake = createAuthTestClient({ signedIn: { email: 'boss@example.com' }, admin: true });
    renderWithAuth(routes, { getClient: fake.getClient, at: '/' });
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('img', { name: 'boss@example.com' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Sign Out' }).click();
    expect(await screen.findByText('Successfully signed out')).toBeInTheDocument();
    expect(fake.sent('POST', '/auth/v1/logout')).toHaveLength(1);
  });
});
