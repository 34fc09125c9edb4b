import { describe, expect, it } from 'vitest';
import { postgrestError } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import { isAdmin } from './is-admin';

describe('isAdmin', () => {
  it('calls the is_admin RPC', async () => {
    const { client, requests } = createTestClient(() => ({ body: true }));
    await expect(isAdmin(client)).resolves.toBe(true);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/is_admin', body: {} });
  });

  it.each([false, null, 'true', 1])('is false when the database answers %j', async (answer) => {
    const { client } = createTestClient(() => ({ body: answer }));
    await expect(isAdmin(client)).resolves.toBe(false);
  });

  it('is false on an error response', async () => {
    const { client } = createTestClient(() => ({
      status: 401,
      body: postgrestError('42501', 'permission denied for function is_admin'),
    }));
    await expect(isAdmin(client)).resolves.toBe(false);
  });
});
