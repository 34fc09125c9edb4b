import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';

// Whether an address has already left a lead must not show in the API's answer: a repeated lead
// (same kind and email) is answered exactly like a new one, whatever the request asks for: it is
// stored as a submission of its own (supabase/tests/lead-history.test.ts). An array
// of two leads from a visitor or a signed-in user is refused (one lead per request, 413 PT413:
// lead-bulk.test.ts), and that refusal too must read the same for new and repeated addresses.

let t: TestBackend;
let customerToken: string;

beforeAll(async () => {
  t = await startTestBackend({ MAILER_AUTOCONFIRM: 'true' });
  const { data, error } = await t
    .anon()
    .auth.signUp({ email: 'curious@customer.test', password: 'customer-password' });
  expect(error).toBeNull();
  customerToken = data.session!.access_token;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

// Addresses of one length, so even Content-Length could not tell them apart.
let counter = 0;
const fresh = () => `n${String(++counter).padStart(6, '0')}@leads.test`;

type Lead = Record<string, unknown>;
const trial = (email: string): Lead => ({
  kind: 'trial',
  email,
  name: 'Ada Buyer',
  company: 'Acme',
  plan: 'starter',
});
const newsletter = (email: string): Lead => ({ kind: 'newsletter', email });

/** Stores a lead with the service role, so the next submission of it is a repeat. */
async function existing(make: (email: string) => Lead): Promise<string> {
  const email = fresh();
  const response = await fetch(`${t.url}/rest/v1/leads`, {
    method: 'POST',
    headers: {
      apikey: t.config.serviceRoleKey,
      Authorization: `Bearer ${t.config.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(make(email)),
  });
  expect(response.status).toBe(201);
  return email;
}

interface Variant {
  query?: string;
  prefer?: string;
  token?: 'anon' | 'customer';
  accept?: string;
  make?: (email: string) => Lead;
}

/** Status, every header but Date, and the body, with the address's own text masked. */
async function answer(variant: Variant, body: Lead | Lead[], emails: string[]) {
  const token = variant.token === 'customer' ? customerToken : t.config.anonKey;
  const headers: Record<string, string> = {
    apikey: t.config.anonKey,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    'X-Client-Info': 'supabase-js/2',
  };
  if (variant.prefer) headers.Prefer = variant.prefer;
  if (variant.accept) headers.Accept = variant.accept;
  const response = await fetch(`${t.url}/rest/v1/leads${variant.query ?? ''}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const seen = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  let text = await response.text();
  emails.forEach((email, i) => (text = text.split(email).join(`<email ${i}>`)));
  return { status: response.status, headers: seen, body: text };
}

const variants: Record<string, Variant> = {
  'supabase-js insert (no Prefer)': {},
  'return=minimal': { prefer: 'return=minimal' },
  'return=representation': { prefer: 'return=representation', query: '?select=*' },
  'return=headers-only': { prefer: 'return=headers-only' },
  'count=exact': { prefer: 'count=exact' },
  'count=exact, return=representation': { prefer: 'count=exact, return=representation' },
  'resolution=ignore-duplicates': { prefer: 'resolution=ignore-duplicates' },
  'resolution=ignore-duplicates on kind,email': {
    prefer: 'resolution=ignore-duplicates, count=exact',
    query: '?on_conflict=kind,email',
  },
  'resolution=merge-duplicates': { prefer: 'resolution=merge-duplicates' },
  'resolution=merge-duplicates on kind,email': {
    prefer: 'resolution=merge-duplicates, return=representation',
    query: '?on_conflict=kind,email&select=*',
  },
  'missing=default': { prefer: 'missing=default, count=exact' },
  '?columns=': { query: '?columns=%22kind%22,%22email%22', prefer: 'count=exact', make: newsletter },
  'a signed-in customer, return=representation': {
    prefer: 'return=representation',
    query: '?select=id',
    token: 'customer',
  },
  'a signed-in customer, count=exact': { prefer: 'count=exact', token: 'customer' },
  'a singular object answer (.single())': {
    prefer: 'return=representation',
    query: '?select=id',
    accept: 'application/vnd.pgrst.object+json',
  },
  'a signed-in customer, .single()': {
    prefer: 'return=representation',
    query: '?select=id',
    token: 'customer',
    accept: 'application/vnd.pgrst.object+json',
  },
  'a signed-in customer, headers-only': { prefer: 'return=headers-only', token: 'customer' },
};

describe.each(Object.entries(variants))('%s', (_name, variant) => {
  const make = variant.make ?? trial;

  it('a single object: repeated answers like new', async () => {
    const newEmail = fresh();
    const repeatedEmail = await existing(make);
    const asNew = await answer(variant, make(newEmail), [newEmail]);
    const asRepeat = await answer(variant, make(repeatedEmail), [repeatedEmail]);
    expect(asRepeat).toEqual(asNew);
  });

  it('an array: repeated answers like new, also mixed with a new lead', async () => {
    const [a, b, c] = [fresh(), fresh(), fresh()];
    const repeated = [await existing(make), await existing(make)];
    const allNew = await answer(variant, [make(a), make(b)], [a, b]);
    const allRepeated = await answer(variant, repeated.map(make), repeated);
    const mixed = await answer(variant, [make(c), make(repeated[0]!)], [c, repeated[0]!]);
    expect(allRepeated).toEqual(allNew);
    expect(mixed).toEqual(allNew);
  });

  it('the same new lead twice in one array answers like a repeated one twice', async () => {
    const email = fresh();
    const repeated = await existing(make);
    const twiceNew = await answer(variant, [make(email), make(email)], [email]);
    const twiceRepeated = await answer(variant, [make(repeated), make(repeated)], [repeated]);
    expect(twiceRepeated).toEqual(twiceNew);
  });
});

describe('repeats are kept, and still answered like new leads', () => {
  it('keeps every submission of a kind and address, newest first, the newest marked latest with the count', async () => {
    const email = await existing(trial);
    const again = await answer({}, { ...trial(email), email: email.toUpperCase(), company: 'Other' }, [
      email,
    ]);
    expect(again.status).toBe(201);
    const { data, error } = await t
      .service()
      .from('leads')
      .select('company, latest, submissions')
      .eq('email', email)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { company: 'Other', latest: true, submissions: 2 },
      { company: 'Acme', latest: false, submissions: null },
    ]);
  });

  it('an invalid repeat is refused like an invalid new lead', async () => {
    const email = await existing(trial);
    const invalid = (address: string) => ({ ...trial(address), company: null });
    const other = fresh();
    expect(await answer({}, invalid(email), [email])).toEqual(await answer({}, invalid(other), [other]));
  });

  it('a visitor sending latest and submissions is answered alike for new and repeated addresses', async () => {
    const forged = (address: string) => ({ ...trial(address), latest: false, submissions: 50 });
    const email = await existing(trial);
    const other = fresh();
    const asNew = await answer({ prefer: 'count=exact' }, forged(other), [other]);
    expect(asNew.status).toBe(201);
    expect(await answer({ prefer: 'count=exact' }, forged(email), [email])).toEqual(asNew);
  });
});
