import { describe, expect, it } from 'vitest';
import { postgrestError } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import { fetchLeadHistory, LEAD_HISTORY_LIMIT } from './lead-history';

describe('fetchLeadHistory', () => {
  it("asks for the address's submissions of that kind, newest first, at most the limit", async () => {
    const rows = [{ id: 'b', email: 'ceo@bigcorp.test' }];
    const { client, requests } = createTestClient(() => ({ body: rows }));
    await expect(fetchLeadHistory(client, { kind: 'demo', email: 'ceo@bigcorp.test' })).resolves.toEqual(
      rows,
    );
    expect(requests).toHaveLength(1);
    const query = new URLSearchParams(requests[0]!.query);
    expect(requests[0]!.path).toBe('/rest/v1/leads');
    expect(query.get('kind')).toBe('eq.demo');
    expect(query.get('email')).toBe('eq.ceo@bigcorp.test');
    expect(query.get('order')).toBe('created_at.desc,id.desc');
    expect(query.get('limit')).toBe(String(LEAD_HISTORY_LIMIT));
    expect(query.get('select')).toContain('submissions');
  });

  it('an address with PostgREST syntax in it stays one value', async () => {
    const { client, requests } = createTestClient(() => ({ body: [] }));
    await fetchLeadHistory(client, { kind: 'demo', email: 'a,kind.eq.trial)@x.test' });
    const query = new URLSearchParams(requests[0]!.query);
    expect(query.getAll('email')).toEqual(['eq.a,kind.eq.trial)@x.test']);
    expect(query.getAll('kind')).toEqual(['eq.demo']);
  });

  it('throws a DataError for a refusal', async () => {
    const { client } = createTestClient(() => ({
      status: 401,
      body: postgrestError('42501', 'permission denied for table leads'),
    }));
    await expect(fetchLeadHistory(client, { kind: 'demo', email: 'a@b.c' })).rejects.toThrow(
      'Failed to load the lead history: permission denied for table leads',
    );
  });
});
