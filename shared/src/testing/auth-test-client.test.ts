import { describe, expect, it } from 'vitest';
import { createAuthTestClient, gotrueError } from './auth-test-client';

describe('createAuthTestClient', () => {
  it('starts signed out, or with the session of a visitor who signed in earlier (no request)', async () => {
    const signedOut = createAuthTestClient();
    expect((await signedOut.client.auth.getSession()).data.session).toBeNull();

    const signedIn = createAuthTestClient({ signedIn: { email: 'ann@example.com' } });
    const { session } = (await signedIn.client.auth.getSession()).data;
    expect(session?.user.email).toBe('ann@example.com');
    expect(signedIn.requests).toEqual([]);
  });

  it("signs in with GoTrue's answer, tells the listeners, and sends the session's token after", async () => {
    const fake = createAuthTestClient({ admin: true });
    const events: string[] = [];
    fake.client.auth.onAuthStateChange((event) => events.push(event));
    const { error } = await fake.client.auth.signInWithPassword({
      email: 'boss@example.com',
      password: 'pw',
    });
    expect(error).toBeNull();
    expect(events).toContain('SIGNED_IN');
    expect((await fake.client.rpc('is_admin')).data).toBe(true);
    const [isAdmin] = fake.sent('POST', '/rest/v1/rpc/is_admin');
    expect(isAdmin!.headers.get('authorization')).toBe('Bearer access-user-boss@example.com');
  });

  it("gives a scripted answer first, as supabase-js's own error", async () => {
    const fake = createAuthTestClient({
      respond: () => gotrueError(400, 'invalid_credentials', 'Invalid login credentials'),
    });
    const { error } = await fake.client.auth.signInWithPassword({ email: 'a@example.com', password: 'x' });
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.code).toBe('invalid_credentials');
  });

  it('answers a request it does not know with a 404, never a quiet success', async () => {
    const fake = createAuthTestClient();
    const { error } = await fake.client.auth.verifyOtp({ email: 'a@example.com', token: '1', type: 'email' });
    expect(error?.status).toBe(404);
    // A password change without a session is no known request either.
    expect((await fake.client.auth.updateUser({ password: 'new-one' })).error).not.toBeNull();
  });

  it("keeps each client's session its own", async () => {
    const first = createAuthTestClient();
    const second = createAuthTestClient();
    await first.client.auth.signInWithPassword({ email: 'a@example.com', password: 'x' });
    expect((await second.client.auth.getSession()).data.session).toBeNull();
  });
});
