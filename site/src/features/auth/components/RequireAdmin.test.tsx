import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuthTestClient } from '@parley/shared/testing';
import { renderWithAuth } from '../testing/render-with-auth';
import RequireAdmin from './RequireAdmin';
import { UserActions } from './UserActions';

const routes = [
  { Component: RequireAdmin, children: [{ path: '/admin', element: <p>Admin dashboard</p> }] },
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
