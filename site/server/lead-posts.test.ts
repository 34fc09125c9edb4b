// @vitest-environment node
import { DataError } from '@parley/shared/errors';
import { type LeadSubmission } from '@parley/shared/leads';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { FormPostState } from '../src/lib/form-post';
import type { RenderedPage } from '../src/entry-server';
import { HONEYPOT_FIELD } from '../src/features/leads/lib/honeypot';
import { answerLeadPost, MAX_BODY_BYTES, type LeadPostOptions } from './lead-posts';
import { LeadPostLimiter } from './lead-post-limits';

const SITE = 'https://parley.example';

/** A server whose "page" is the form state it was rendered with, so tests can read it back. */
function setup(overrides: Partial<LeadPostOptions> = {}) {
  const stored: LeadSubmission[] = [];
  const rendered: { request: Request; state: FormPostState }[] = [];
  const options: LeadPostOptions = {
    render: vi.fn(async (request: Request, state: FormPostState): Promise<RenderedPage> => {
      rendered.push({ request, state });
      return { status: 200, head: '', body: JSON.stringify(state), data: '', routeModules: [] };
    }),
    finishPage: async (page) => `<html>${page.body}</html>`,
    storeLead: vi.fn(async (lead: LeadSubmission) => {
      stored.push(lead);
    }),
    siteUrl: SITE,
    ...overrides,
  };
  return { options, stored, rendered };
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Request {
  const isText = typeof body === 'string';
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body,
    headers: isText ? { 'Content-Type': 'application/x-www-form-urlencoded', ...headers } : headers,
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function answer(request: Request, options: LeadPostOptions) {
  const result = await answerLeadPost(request, options);
  if (result instanceof Response) return { status: result.status, text: await result.text(), state: null };
  const state = JSON.parse(result.html.slice('<html>'.length, -'</html>'.length)) as FormPostState;
  return { status: result.status, text: result.html, state };
}

describe('lead forms posted without JavaScript', () => {
  it('stores a valid trial lead for the plan of the page and answers the page, sent', async () => {
    const { options, stored, rendered } = setup();
    const body = form({
      _form: 'signup',
      name: ' Ada Lovelace ',
      email: ' ada@example.com ',
      company: 'Engines',
    });
    const result = await answer(post('/signup?plan=starter', body), options);
    expect(result.status).toBe(200);
    expect(stored).toEqual([
      {
        kind: 'trial',
        plan: 'starter',
        page: '/signup?plan=starter',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Engines',
      },
    ]);
    expect(result.state).toMatchObject({ form: 'signup', sent: true, failed: false, errors: {} });
    // The page is rendered as for a GET of the same address.
    expect(rendered[0]!.request.method).toBe('GET');
    expect(rendered[0]!.request.url).toBe(`${SITE}/signup?plan=starter`);
  });

  it('stores demo and subscribe leads by the page type', async () => {
    const { options, stored } = setup();
    await answer(
      post(
        '/signup?type=demo',
        form({ _form: 'signup', name: 'Grace', email: 'g@navy.mil', company: 'Navy' }),
      ),
      options,
    );
    await answer(
      post('/signup?type=subscribe&plan=bogus', form({ _form: 'signup', email: 's@x.io' })),
      options,
    );
    expect(stored).toEqual([
      {
        kind: 'demo',
        plan: null,
        page: '/signup?type=demo',
        name: 'Grace',
        email: 'g@navy.mil',
        company: 'Navy',
      },
      { kind: 'subscribe', plan: null, page: '/signup?type=subscribe&plan=bogus', email: 's@x.io' },
    ]);
  });

  it('stores the footer newsletter from any page and the contact form as a contact lead', async () => {
    const { options, stored } = setup();
    expect(
      (await answer(post('/pricing', form({ _form: 'newsletter', email: ' n@x.io ' })), options)).status,
    ).toBe(200);
    await answer(post('/blog', form({ _form: 'newsletter-blog', email: 'b@x.io' })), options);
    const contact = {
      _form: 'contact',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Rules',
      message: 'How?',
    };
    await answer(post('/contact', form(contact)), options);
    expect(stored).toEqual([
      { kind: 'newsletter', email: 'n@x.io', page: '/pricing' },
      { kind: 'newsletter', email: 'b@x.io', page: '/blog' },
      {
        kind: 'contact',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Subject: Rules\n\nHow?',
        page: '/contact',
      },
    ]);
  });

  it("answers invalid input with 422, the browser's messages and every value kept, storing nothing", async () => {
    const { options, stored } = setup();
    const result = await answer(
      post('/signup', form({ _form: 'signup', name: 'A', email: 'not-an-email', company: '  ' })),
      options,
    );
    expect(result.status).toBe(422);
    expect(result.state).toEqual({
      form: 'signup',
      values: { name: 'A', email: 'not-an-email', company: '  ' },
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        company: 'Company name is required',
      },
      sent: false,
      failed: false,
    });
    expect(stored).toEqual([]);
  });

  it('treats missing fields as empty ones, with their messages', async () => {
    const { options, stored } = setup();
    const result = await answer(post('/support', form({ _form: 'contact' })), options);
    expect(result.status).toBe(422);
    expect(result.state?.values).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      subject: '',
      message: '',
    });
    expect(result.state?.errors).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Please enter a valid email address.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
    const newsletter = await answer(post('/', form({ _form: 'newsletter', email: 'no-at-sign' })), options);
    expect(newsletter.state?.errors).toEqual({ email: 'Please enter a valid email address.' });
    expect(stored).toEqual([]);
  });

  it('ignores fields the form does not have', async () => {
    const { options, stored } = setup();
    await answer(
      post('/', form({ _form: 'newsletter', email: 'a@b.c', kind: 'trial', page: '/evil' })),
      options,
    );
    expect(stored).toEqual([{ kind: 'newsletter', email: 'a@b.c', page: '/' }]);
  });

  it.each([
    ['a repeated field', '_form=newsletter&email=a%40b&email=c%40d'],
    ['a repeated form name', '_form=newsletter&_form=contact&email=a%40b'],
    ['no form name', 'email=a%40b'],
    ['an empty form name', '_form=&email=a%40b'],
    ['an unknown form', '_form=spam&email=a%40b'],
    ['an inherited name', '_form=__proto__&email=a%40b'],
    ['another inherited name', '_form=toString&email=a%40b'],
    ['an empty body', ''],
  ])('refuses %s with 400, storing nothing and rendering nothing', async (_label, body) => {
    const { options, stored } = setup();
    const result = await answer(post('/', body), options);
    expect(result.status).toBe(400);
    expect(stored).toEqual([]);
    expect(options.render).not.toHaveBeenCalled();
  });

  it.each([
    ['signup', '/pricing'],
    ['contact', '/signup'],
    ['contact', '/pricing'],
    ['contact', '/playground?item=x&deadline=500'],
    ['contact', '/contact-us'],
    ['newsletter-blog', '/'],
    ['newsletter-blog', '/blog/a-post'],
    ['signup', '/signup/extra'],
    ['auth', '/pricing'],
    ['auth', '/reset-password'],
    ['password-reset', '/auth'],
    ['password-reset', '/'],
  ])('refuses the %s form posted to %s, a page without it, rendering nothing', async (name, path) => {
    const { options, stored } = setup();
    const result = await answer(
      post(path, form({ _form: name, email: 'a@b.co', name: 'Ada', company: 'E' })),
      options,
    );
    expect(result.status).toBe(400);
    expect(stored).toEqual([]);
    expect(options.render).not.toHaveBeenCalled();
  });

  // The router shows a route's page case-insensitively and with a trailing slash: so does the post.
  it.each([
    ['contact', '/Contact/'],
    ['contact', '/SUPPORT'],
    ['newsletter-blog', '/Blog/'],
  ])('answers the %s form posted to %s, its page spelled otherwise', async (name, path) => {
    const { options } = setup();
    const result = await answer(post(path, form({ _form: name })), options);
    expect(result.status).toBe(422);
    expect(result.state?.form).toBe(name);
  });

  it.each([
    // The heaviest pages a query makes: a long playground run, a blog search, a tab.
    [
      'newsletter',
      '/playground?item=x&deadline=500&b_strategy=adaptive&s_strategy=adaptive&seed=9',
      '/playground',
    ],
    ['newsletter', '/blog?q=agent&category=AI&page=3', '/blog'],
    ['newsletter-blog', '/blog?q=agent&page=2', '/blog'],
    ['contact', '/support?tab=billing', '/support'],
    ['newsletter', '/nope?x=1', '/nope'],
  ])('answers the %s form posted to %s on that page without its query', async (name, path, page) => {
    const { options, rendered } = setup();
    await answer(post(path, form({ _form: name, email: 'no-at-sign' })), options);
    expect(rendered.map(({ request }) => request.url)).toEqual([`${SITE}${page}`]);
  });

  it("keeps /signup's query, which chooses the form and the lead; the lead records the page as posted", async () => {
    const { options, rendered, stored } = setup();
    const path = '/signup?type=demo&plan=starter&utm_source=x';
    const body = form({ _form: 'signup', name: 'Grace', email: 'g@navy.mil', company: 'Navy' });
    await answer(post(path, body), options);
    expect(rendered[0]!.request.url).toBe(`${SITE}${path}`);
    expect(stored).toMatchObject([{ kind: 'demo', plan: 'starter', page: path }]);
  });

  it.each(['/signup?type=demo', '/Signup/?type=subscribe&plan=growth'])(
    "answers the footer's newsletter posted to %s on that variant of /signup, its query kept (the visitor stays where they were)",
    async (path) => {
      const { options, rendered, stored } = setup();
      await answer(post(path, form({ _form: 'newsletter', email: 'no-at-sign' })), options);
      await answer(post(path, form({ _form: 'newsletter', email: 'ada@example.com' })), options);
      expect(rendered.map(({ request }) => request.url)).toEqual([`${SITE}${path}`, `${SITE}${path}`]);
      // The newsletter lead still records the path only, as the hydrated form does.
      expect(stored).toMatchObject([{ kind: 'newsletter', page: path.split('?')[0] }]);
    },
  );

  it('answers a footer form posted to //evil.example/x on a page of this site', async () => {
    const { options, rendered } = setup();
    await answer(post('//evil.example/x?q=1', form({ _form: 'newsletter', email: 'a@b.co' })), options);
    expect(new URL(rendered[0]!.request.url).origin).toBe(SITE);
    expect(new URL(rendered[0]!.request.url).search).toBe('');
  });

  it.each([
    ['JSON', 'application/json'],
    ['plain text', 'text/plain'],
    ['no content type', ''],
    ['a lookalike', 'application/x-www-form-urlencoded-evil'],
  ])('refuses %s with 415', async (_label, type) => {
    const { options, stored } = setup();
    const request = new Request(`${SITE}/`, {
      method: 'POST',
      body: '{"_form":"newsletter","email":"a@b.c"}',
      headers: type ? { 'Content-Type': type } : {},
    });
    if (!type) request.headers.delete('Content-Type');
    expect((await answer(request, options)).status).toBe(415);
    expect(stored).toEqual([]);
  });

  it('refuses a body over the limit, declared or not, without reading it all', async () => {
    const { options, stored } = setup();
    const huge = form({ _form: 'newsletter', email: `${'a'.repeat(MAX_BODY_BYTES)}@b` });
    expect((await answer(post('/', huge), options)).status).toBe(413);
    // Streamed in chunks, with no Content-Length to trust.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode('a'.repeat(4096)));
        if (pulled > 1000) controller.close();
      },
    });
    const request = new Request(`${SITE}/`, {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect((await answer(request, options)).status).toBe(413);
    expect(pulled).toBeLessThan(MAX_BODY_BYTES / 4096 + 2);
    expect(stored).toEqual([]);
  });

  it('reads a field just under the limit, then validates it as usual', async () => {
    const { options, stored } = setup();
    const email = `${'a'.repeat(MAX_BODY_BYTES - 100)}@b.c`;
    const result = await answer(post('/', form({ _form: 'newsletter', email })), options);
    // Read (not 413), and refused by the rule: no address is that long.
    expect(result.status).toBe(422);
    expect(stored).toEqual([]);
  });

  it('stores the largest contact form a person can send in any script (each character percent-encoded as 9 bytes)', async () => {
    // A browser percent-encodes each UTF-8 byte of a field: one Chinese, Japanese or Korean character
    // (3 bytes) is 9 bytes of body, a Cyrillic or Greek one (2 bytes) 6. Every field at its longest, typed in such a script, must be read
    // and stored, not answered with a bare 413 that loses the message.
    const { options, stored } = setup();
    const contact = {
      _form: 'contact',
      [HONEYPOT_FIELD]: '',
      firstName: '漢'.repeat(80),
      lastName: '漢'.repeat(80),
      // An address is checked as ASCII by the form's schema: its longest, 254 characters.
      email: `${'a'.repeat(64)}@${'b'.repeat(180)}.example`,
      subject: '漢'.repeat(200),
      message: '漢'.repeat(4000),
    };
    const body = form(contact);
    expect(new TextEncoder().encode(body).byteLength).toBeGreaterThan(39_000);
    const result = await answer(post('/contact', body), options);
    expect(result.status).toBe(200);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toBe(`Subject: ${'漢'.repeat(200)}\n\n${'漢'.repeat(4000)}`);
  });

  it('reads line breaks as typed: a browser sends each as CR LF, which must not count twice', async () => {
    // 2,000 lines of one character: 3,999 characters as typed (and as the page with JavaScript
    // counts them), 5,998 once each break is CR LF.
    const { options, stored } = setup();
    const typed = Array.from({ length: 2000 }, () => 'x').join('\n');
    const contact = {
      _form: 'contact',
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      subject: 'S',
    };
    const result = await answer(
      post('/contact', form({ ...contact, message: typed.replaceAll('\n', '\r\n') })),
      options,
    );
    expect(result.status).toBe(200);
    expect(stored[0]!.message).toBe(`Subject: S\n\n${typed}`);
  });

  it('refuses a field holding a NUL (the database would refuse it as an error), storing nothing', async () => {
    const { options, stored } = setup();
    for (const fields of <Record<string, string>[]>[
      { _form: 'newsletter', email: 'a\u0000b@y.co' },
      { _form: 'newsletter', email: 'a@y.co', 'x\u0000': '1' },
      {
        _form: 'contact',
        firstName: 'Ada',
        lastName: 'L',
        email: 'a@y.co',
        subject: 'S',
        message: 'Hi\u0000',
      },
    ]) {
      const result = await answer(post('/contact', form(fields)), options);
      expect(result.status).toBe(400);
    }
    expect(stored).toEqual([]);
  });

  it('reads multipart forms, and refuses files', async () => {
    const { options, stored } = setup();
    const data = new FormData();
    data.set('_form', 'newsletter');
    data.set('email', 'm@x.io');
    expect((await answer(post('/', data), options)).status).toBe(200);
    expect(stored).toEqual([{ kind: 'newsletter', email: 'm@x.io', page: '/' }]);

    const withFile = new FormData();
    withFile.set('_form', 'newsletter');
    withFile.set('email', new Blob(['a@b.c']), 'email.txt');
    expect((await answer(post('/', withFile), options)).status).toBe(400);
    expect(stored).toHaveLength(1);
  });

  it('refuses a broken multipart body with 400', async () => {
    const { options } = setup();
    const request = post('/', '--x\r\nnonsense', { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect((await answer(request, options)).status).toBe(400);
  });

  it.each([
    ['another site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site' }],
    ['another origin', { Origin: 'https://evil.example' }],
    ['an opaque origin', { Origin: 'null' }],
  ])('refuses a post from %s with 403', async (_label, headers) => {
    const { options, stored } = setup();
    const result = await answer(post('/', form({ _form: 'newsletter', email: 'a@b.c' }), headers), options);
    expect(result.status).toBe(403);
    expect(stored).toEqual([]);
  });

  it('accepts a post from the page itself, or from the public site address', async () => {
    const { options, stored } = setup({ siteUrl: 'https://www.parley.example' });
    const body = form({ _form: 'newsletter', email: 'a@b.c' });
    const own = { 'Sec-Fetch-Site': 'same-origin', Origin: SITE };
    expect((await answer(post('/', body, own), options)).status).toBe(200);
    expect((await answer(post('/', body, { Origin: 'https://www.parley.example' }), options)).status).toBe(
      200,
    );
    expect(stored).toHaveLength(2);
  });

  it('answers a repeated lead exactly like a new one', async () => {
    const { options } = setup();
    const body = form({ _form: 'newsletter', email: 'again@x' });
    const first = await answer(post('/', body), options);
    const second = await answer(post('/', body), options);
    expect(second).toEqual(first);
  });

  it('keeps the values and answers 503 when the lead cannot be stored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { options } = setup({ storeLead: async () => Promise.reject(new Error('backend down')) });
    const result = await answer(post('/', form({ _form: 'newsletter', email: 'a@b.c' })), options);
    expect(result.status).toBe(503);
    expect(result.state).toMatchObject({ sent: false, failed: true, values: { email: 'a@b.c' } });
    error.mockRestore();
  });

  it("keeps the page's own status (a page that is not found stays 404) and passes redirects on", async () => {
    const notFound = setup({
      render: async (_request, state) => ({
        status: 404,
        head: '',
        body: JSON.stringify(state),
        data: '',
        routeModules: [],
      }),
    });
    expect(
      (await answer(post('/nope', form({ _form: 'newsletter', email: 'a@b.c' })), notFound.options)).status,
    ).toBe(404);
  });

  it('answers sign-in posted with JavaScript off with the page, the email kept and never the password', async () => {
    const { options, stored } = setup();
    const body = form({ _form: 'auth', email: 'ann@example.com', password: 'hunter22' });
    const result = await answer(post('/auth?tab=signup', body), options);
    expect(result.status).toBe(200);
    expect(result.state).toEqual({
      form: 'auth',
      values: { email: 'ann@example.com' },
      errors: {},
      sent: false,
      failed: true,
    });
    expect(result.text).not.toContain('hunter22');
    expect(stored).toEqual([]);
    // Only on /auth (as the router spells it: any case, a trailing slash): elsewhere it is an unknown form.
    expect((await answer(post('/AUTH/', body), options)).state?.form).toBe('auth');
    expect((await answer(post('/', body), options)).status).toBe(400);
    expect((await answer(post('/auth/x', body), options)).status).toBe(400);
  });

  it('answers a password reset posted with JavaScript off with its page, the email kept and never a password', async () => {
    const { options, stored, rendered } = setup();
    const request = form({ _form: 'password-reset', email: 'ann@example.com' });
    const result = await answer(post('/reset-password', request), options);
    expect(result.status).toBe(200);
    expect(result.state).toEqual({
      form: 'password-reset',
      values: { email: 'ann@example.com' },
      errors: {},
      sent: false,
      failed: true,
    });
    expect(stored).toEqual([]);
    // The new-password step: answered on its own address (its step kept), the passwords dropped.
    const newPassword = form({ _form: 'password-reset', password: 'hunter22', confirmPassword: 'hunter22' });
    const second = await answer(post('/Reset-Password/?step=new-password', newPassword), options);
    expect(second.state).toMatchObject({ form: 'password-reset', values: { email: '' } });
    expect(second.text).not.toContain('hunter22');
    expect(rendered.at(-1)!.request.url).toMatch(/\?step=new-password$/);
  });

  it('never fails on any text in any field (property)', async () => {
    const { options } = setup();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('signup', 'newsletter', 'contact'),
        fc.dictionary(fc.constantFrom('name', 'email', 'company', 'firstName', 'message', 'x'), fc.string()),
        async (name, fields) => {
          const path = name === 'signup' ? '/signup' : '/contact';
          const result = await answer(post(path, form({ ...fields, _form: name })), options);
          expect([200, 422]).toContain(result.status);
          if (result.status === 422) expect(Object.keys(result.state!.errors).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('floods and bots', () => {
  const demo = (email: string, extra: Record<string, string> = {}) =>
    post('/signup?type=demo', form({ _form: 'signup', name: 'Grace', email, company: 'Navy', ...extra }));

  it('stores the lead for the visitor the server decided (the relay names them to the database)', async () => {
    const storeLead = vi.fn(async () => {});
    const { options } = setup({ storeLead, visitorAddress: '203.0.113.5' });
    await answer(demo('g@navy.mil'), options);
    expect(storeLead).toHaveBeenCalledWith(expect.objectContaining({ email: 'g@navy.mil' }), '203.0.113.5');
  });

  it('a visitor who posts once is never refused', async () => {
    const limiter = new LeadPostLimiter();
    const { options, stored } = setup({ limiter, visitorAddress: '203.0.113.6' });
    const result = await answer(demo('once@navy.mil'), options);
    expect(result.status).toBe(200);
    expect(result.state).toMatchObject({ sent: true });
    expect(stored).toHaveLength(1);
  });

  it("refuses a visitor's sixth form in a minute: 429, Retry-After, the message, every value kept, nothing stored", async () => {
    const limiter = new LeadPostLimiter();
    const { options, stored } = setup({ limiter, visitorAddress: '203.0.113.7' });
    for (let i = 0; i < 5; i++) expect((await answer(demo(`g${i}@navy.mil`), options)).status).toBe(200);
    const raw = await answerLeadPost(demo('sixth@navy.mil'), options);
    expect(raw).not.toBeInstanceOf(Response);
    const refused = raw as { status: number; retryAfter?: number };
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    const result = await answer(demo('sixth@navy.mil'), options);
    expect(result.state).toMatchObject({
      limited: true,
      sent: false,
      failed: false,
      values: { name: 'Grace', email: 'sixth@navy.mil', company: 'Navy' },
    });
    expect(stored).toHaveLength(5);
    // Another visitor is not affected.
    const other = await answer(demo('other@navy.mil'), { ...options, visitorAddress: '203.0.113.8' });
    expect(other.status).toBe(200);
  });

  it('invalid forms do not count: a person correcting typos is never refused for them', async () => {
    const limiter = new LeadPostLimiter();
    const { options } = setup({ limiter, visitorAddress: '203.0.113.9' });
    for (let i = 0; i < 10; i++) expect((await answer(demo('not-an-email'), options)).status).toBe(422);
    expect((await answer(demo('fixed@navy.mil'), options)).status).toBe(200);
  });

  it("the database's refusal (PT429) is the same answer: 429 with the message and the values", async () => {
    const storeLead = vi.fn(async () => {
      throw new DataError('Failed to submit lead', {
        code: 'PT429',
        message: 'Too many leads from this address',
      });
    });
    const { options } = setup({ storeLead });
    const raw = (await answerLeadPost(demo('db@navy.mil'), options)) as {
      status: number;
      retryAfter?: number;
    };
    expect(raw.status).toBe(429);
    expect(raw.retryAfter).toBe(60);
    const result = await answer(demo('db@navy.mil'), options);
    expect(result.state).toMatchObject({ limited: true, failed: false, values: { email: 'db@navy.mil' } });
  });

  it('a filled honeypot is thanked like a person and stores nothing', async () => {
    const { options, stored } = setup();
    const result = await answer(
      demo('bot@spam.example', { [HONEYPOT_FIELD]: 'http://spam.example' }),
      options,
    );
    expect(result.status).toBe(200);
    expect(result.state).toMatchObject({ sent: true, errors: {} });
    expect(stored).toHaveLength(0);
  });

  it('an empty honeypot (every person) is no error and the lead is stored', async () => {
    const { options, stored } = setup();
    const result = await answer(demo('person@navy.mil', { [HONEYPOT_FIELD]: '' }), options);
    expect(result.status).toBe(200);
    expect(result.state?.errors).toEqual({});
    expect(result.state?.values).not.toHaveProperty(HONEYPOT_FIELD);
    expect(stored).toHaveLength(1);
  });

  it('a honeypot sent twice is refused like any repeated field', async () => {
    const { options, stored } = setup();
    const body = `${form({ _form: 'signup', name: 'Grace', email: 'g@navy.mil', company: 'Navy' })}&${HONEYPOT_FIELD}=&${HONEYPOT_FIELD}=x`;
    expect((await answer(post('/signup?type=demo', body), options)).status).toBe(400);
    expect(stored).toHaveLength(0);
  });
});

describe('LeadPostLimiter', () => {
  it('allows 5 a minute and 20 an hour per visitor, IPv6 per /64, with the seconds to wait', () => {
    let now = Date.UTC(2026, 10, 27, 10, 0, 10);
    const limiter = new LeadPostLimiter(() => now);
    for (let i = 0; i < 5; i++) expect(limiter.hit('2001:db8:1:2::1')).toBeNull();
    expect(limiter.hit('2001:db8:1:2::ffff')).toBe(50);
    expect(limiter.hit('2001:db8:1:3::1')).toBeNull();
    for (let minute = 1; minute < 4; minute++) {
      now += 60_000;
      for (let i = 0; i < 5; i++) expect(limiter.hit('2001:db8:1:2::1')).toBeNull();
    }
    now += 60_000;
    expect(limiter.hit('2001:db8:1:2::1')).toBe(3600 - 4 * 60 - 10);
  });

  it('remembers at most its cap of visitors, forgetting the least recently seen', () => {
    const limiter = new LeadPostLimiter(Date.now, 100);
    for (let i = 0; i < 5; i++) limiter.hit('198.51.100.1');
    for (let i = 0; i < 1000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(100);
    // The flooded visitor was forgotten (the cost of the bound), never the map grown.
    expect(limiter.hit('198.51.100.1')).toBeNull();
  });
});
