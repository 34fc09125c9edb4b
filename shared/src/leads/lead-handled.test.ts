import { describe, expect, it } from 'vitest';
import { postgrestError } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import { LEAD_HISTORY_LIMIT } from './lead-history';
import { markLeadsHandled } from './lead-handled';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('markLeadsHandled', () => {
  it('marks exactly the ids shown, sending only handled_at, and answers how many the database marked', async () => {
    const { client, requests } = createTestClient(() => ({ body: [{ id: id(1) }, { id: id(2) }] }));
    expect(await markLeadsHandled(client, [id(1), id(2)])).toBe(2);
    expect(requests[0]!.method).toBe('PATCH');
    expect(requests[0]!.params.get('id')).toBe(`in.(${id(1)},${id(2)})`);
    expect(Object.keys(requests[0]!.body as object)).toEqual(['handled_at']);
  });

  it('refuses no ids and more than the history shows, without a request', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    await expect(markLeadsHandled(client, [])).rejects.toBeInstanceOf(RangeError);
    const many = Array.from({ length: LEAD_HISTORY_LIMIT + 1 }, (_, i) => id(i));
    await expect(markLeadsHandled(client, many)).rejects.toBeInstanceOf(RangeError);
    expect(requests).toHaveLength(0);
  });

  it('answers a DataError when the database refuses', async () => {
    const { client } = createTestClient(() => ({
      status: 401,
      body: postgrestError('42501', 'permission denied for table leads'),
    }));
    await expect(markLeadsHandled(client, [id(1)])).rejects.toMatchObject({ name: 'DataError' });
  });
});
