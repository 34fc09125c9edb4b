import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './auth-context';
import { createAuthTestClient, type AuthTestClient } from '@parley/shared/testing';

function Probe() {
  const { status, user, isAdmin, redirect } = useAuth();
  return (
    <p>
      {status} {user?.email ?? 'nobody'} {isAdmin ? 'admin' : 'not-admin'}{' '}
      {redirect ? redirect.kind : 'no-link'}
    </p>
  );
}

const alwaysAsk = () => true;

const renderProbe = (getClient: AuthTestClient['getClient']) =>
  render(
    <AuthProvider getClient={getClient} mayHaveSession={alwaysAsk}>
      <Probe />
    </AuthProvider>,
  );

describe('AuthProvider', () => {
  it('makes useAuth throw outside the provider', () => {
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('renders on a server as loading, without touching the client', () => {
    const fake = createAuthTestClient();
    const getClient = vi.fn(fake.getClient);
    const html = renderToString(
      <AuthProvider getClient={getClient}>
        <Probe />
      </AuthProvider>,
    );
    expect(html.replaceAll('<!-- -->', '')).toContain('loading nobody not-admin no-link');
    expect(getClient).not.toHaveBeenCalled();
  });

  it('is loading first, then signed out without a stored session', async () => {
    const fake = createAuthTestClient();
    renderProbe(fake.getClient);
    expect(screen.getByText(/^loading/)).toBeInTheDocument();
    expect(await screen.findByText('signed-out nobody not-admin no-link')).toBeInTheDocument();
  });

  it('asks the database whether the signed-in user is an admin', async () => {
    const fake = createAuthTestClient({ signedIn: { email: 'boss@example.com' }, admin: true });
    renderProbe(fake.getClient);
    expect(await screen.findByText('signed-in boss@example.com admin no-link')).toBeInTheDocument();
    expect(fake.sent('POST', '/rest/v1/rpc/is_admin')).toHaveLength(1);
  });

  it('follows auth events after start-up, such as a sign-out in another tab', async () => {
    const fake = createAuthTestClient({ signedIn: { email: 'ann@example.com' } });
    renderProbe(fake.getClient);
    await screen.findByText('signed-in ann@example.com not-admin no-link');
    // The session ends outside the page's own actions: auth-js tells its listeners SIGNED_OUT, as it
    // relays another tab's sign-out.
    await act(async () => {
      await fake.client.auth.signOut({ scope: 'local' });
    });
    expect(await screen.findByText('signed-out nobody not-admin no-link')).toBeInTheDocument();
  });

  it('drops the session a sign-up confirmation link created and clears the hash', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth#access_token=a&refresh_token=b&expires_in=3600&token_type=bearer&type=signup',
    );
    const fake = createAuthTestClient({ signedIn: { email: 'new@example.com' } });
    renderProbe(fake.getClient);
    expect(await screen.findByText('signed-out nobody not-admin verified')).toBeInTheDocument();
    expect(fake.sent('POST', '/auth/v1/logout').map((request) => request.params.get('scope'))).toEqual([
      'local',
    ]);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/auth');
  });

  it('keeps the session of a recovery link, for setting a new password', async () => {
    window.history.replaceState(null, '', '/reset-password#access_token=a&type=recovery');
    const fake = createAuthTestClient({ signedIn: { email: 'lost@example.com' } });
    renderProbe(fake.getClient);
    expect(await screen.findByText('signed-in lost@example.com not-admin verified')).toBeInTheDocument();
    expect(fake.sent('POST', '/auth/v1/logout')).toEqual([]);
    await waitFor(() => expect(window.location.hash).toBe(''));
  });

  it('signs a visitor without a stored session out at once, without loading the client', async () => {
    const fake = createAuthTestClient();
    const getClient = vi.fn(fake.getClient);
    render(
      <AuthProvider getClient={getClient} mayHaveSession={() => false}>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed-out nobody not-admin no-link')).toBeInTheDocument();
    expect(getClient).not.toHaveBeenCalled();
  });

  it('loads the client when that visitor signs in, and follows the new session', async () => {
    const fake = createAuthTestClient();
    const getClient = vi.fn(fake.getClient);
    let signIn: (() => Promise<void>) | undefined;
    function SignInProbe() {
      const auth = useAuth();
      signIn = () => auth.signIn('ann@example.com', 'secret-pass');
      return <Probe />;
    }
    render(
      <AuthProvider getClient={getClient} mayHaveSession={() => false}>
        <SignInProbe />
      </AuthProvider>,
    );
    await screen.findByText('signed-out nobody not-admin no-link');
    await act(async () => {
      await signIn!();
    });
    expect(getClient).toHaveBeenCalled();
    expect(fake.sent('POST', '/auth/v1/token').map((request) => request.body)).toEqual([
      expect.objectContaining({ email: 'ann@example.com', password: 'secret-pass' }),
    ]);
    expect(await screen.findByText('signed-in ann@example.com not-admin no-link')).toBeInTheDocument();
  });
});
