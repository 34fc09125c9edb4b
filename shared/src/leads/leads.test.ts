import { describe, expect, it } from 'vitest';
import { postgrestError } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import { isTooManyLeads, submitLead, VISITOR_ADDRESS_HEADER } from './leads';

describe('submitLead', () => {
  it('inserts the lead without asking for it back (anon cannot read leads)', async () => {
    const { client, requests } = createTestClient(() => ({ status: 201 }));
    await submitLead(client, {
      kind: 'trial',
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Analytical',
      plan: 'starter',
      page: '/signup',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/leads',
      query: '',
      body: {
        kind: 'trial',
        name: 'Ada',
        email: 'ada@example.com',
        company: 'Analytical',
        plan: 'starter',
        page: '/signup',
      },
    });
    expect(requests[0]?.headers.get('prefer')).toBeNull();
  });

  it("cuts a long page (a link with tracking parameters) to the table's 500 characters, keeping the lead", async () => {
    const { client, requests } = createTestClient(() => ({ status: 201 }));
    const page = `/signup?type=demo&utm_campaign=${'x'.repeat(600)}`;
    await submitLead(client, { kind: 'subscribe', email: 'ada@example.com', page });
    expect(requests[0]?.body).toEqual({
      kind: 'subscribe',
      email: 'ada@example.com',
      page: page.slice(0, 500),
    });
  });

  it('throws on an error (a repeat is no error: the database keeps it as a submission)', async () => {
    const { client } = createTestClient(() => ({
      status: 400,
      body: postgrestError('23514', 'new row violates check constraint "leads_email_check"'),
    }));
    await expect(submitLead(client, { kind: 'subscribe', email: 'bad' })).rejects.toThrow(
      'Failed to submit lead: new row violates check constraint "leads_email_check"',
    );
  });

  it('names the visitor only when relaying (the site server), never otherwise', async () => {
    const { client, requests } = createTestClient(() => ({ status: 201 }));
    await submitLead(client, { kind: 'newsletter', email: 'a@b.co' });
    await submitLead(client, { kind: 'newsletter', email: 'a@b.co' }, { visitorAddress: '203.0.113.9' });
    expect(requests[0]?.headers.get(VISITOR_ADDRESS_HEADER)).toBeNull();
    expect(requests[1]?.headers.get(VISITOR_ADDRESS_HEADER)).toBe('203.0.113.9');
  });

  it('a lead refused by the per-client limit (PT429) is recognised, other failures are not', async () => {
    const refused = createTestClient(() => ({
      status: 429,
      headers: { 'retry-after': '42' },
      body: postgrestError('PT429', 'Too many leads from this address'),
    }));
    const error = await submitLead(refused.client, { kind: 'newsletter', email: 'a@b.co' }).catch(
      (e: unknown) => e,
    );
    expect(isTooManyLeads(error)).toBe(true);
    const failed = createTestClient(() => ({ status: 400, body: postgrestError('23514', 'check') }));
    const other = await submitLead(failed.client, { kind: 'newsletter', email: 'a@b.co' }).catch(
      (e: unknown) => e,
    );
    expect(isTooManyLeads(other)).toBe(false);
    expect(isTooManyLeads(new Error('PT429'))).toBe(false);
  });
});
