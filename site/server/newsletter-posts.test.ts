// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { FormPostState } from '../src/lib/form-post';
import type { RenderedPage } from '../src/entry-server';
import type { NewsletterAction } from '../src/pages/newsletter/content';
import {
  answerNewsletterPost,
  MAX_NEWSLETTER_BODY_BYTES,
  type NewsletterPostOptions,
} from './newsletter-posts';

const SITE = 'https://parley.example';
const TOKEN = 'ab'.repeat(32);

/** A server whose "page" is the form state it was rendered with; the database answers `answer`. */
function setup(answer: 'done' | 'invalid' | Error = 'done') {
  const calls: [NewsletterAction, string][] = [];
  const options: NewsletterPostOptions = {
    render: vi.fn(async (_request: Request, state: FormPostState): Promise<RenderedPage> => ({
      status: 200,
      head: '',
      body: JSON.stringify(state),
      data: '',
      routeModules: [],
    })),
    finishPage: async (page) => page.body,
    callNewsletter: vi.fn(async (action: NewsletterAction, token: string) => {
      calls.push([action, token]);
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
  return { options, calls };
}

const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
  new Request(`${SITE}${path}`, { method: 'POST', body, headers: { 'Content-Type': type } });

async function run(request: Request, action: NewsletterAction, options: NewsletterPostOptions) {
  const result = await answerNewsletterPost(request, action, options);
  if (result instanceof Response) return { status: result.status, text: await result.text(), state: null };
  return { status: result.status, text: result.html, state: JSON.parse(result.html) as FormPostState };
}

describe('the newsletter link pages, posted', () => {
  it('confirms with the token of the link and answers the page, sent', async () => {
    const { options, calls } = setup();
    const result = await run(
      post(`/newsletter/confirm?token=${TOKEN}`, '_form=newsletter-confirm'),
      'confirm',
      options,
    );
    expect(calls).toEqual([['confirm', TOKEN]]);
    expect(result.status).toBe(200);
    expect(result.state).toMatchObject({ form: 'newsletter-confirm', sent: true });
  });

  it.each([
    ['missing', ''],
    ['empty', '?token='],
    ['short', '?token=abc'],
    ['upper-case', `?token=${TOKEN.toUpperCase()}`],
    ['huge', `?token=${'a'.repeat(5000)}`],
  ])('answers a %s token as an invalid link without asking the database', async (_case, query) => {
    const { options, calls } = setup();
    const result = await run(
      post(`/newsletter/confirm${query}`, '_form=newsletter-confirm'),
      'confirm',
      options,
    );
    expect(calls).toEqual([]);
    expect(result.status).toBe(400);
    expect(result.state?.errors.token).toBe('invalid');
  });

  it('answers a forged, expired or reused token (the database says invalid) as an invalid link', async () => {
    const { options } = setup('invalid');
    const result = await run(
      post(`/newsletter/unsubscribe?token=${TOKEN}`, '_form=newsletter-unsubscribe'),
      'unsubscribe',
      options,
    );
    expect(result.status).toBe(400);
    expect(result.state).toMatchObject({ sent: false, errors: { token: 'invalid' } });
  });

  it('says so when the database cannot answer, keeping the button', async () => {
    const { options } = setup(new Error('down'));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await run(
      post(`/newsletter/resubscribe?token=${TOKEN}`, '_form=newsletter-resubscribe'),
      'resubscribe',
      options,
    );
    spy.mockRestore();
    expect(result.status).toBe(503);
    expect(result.state).toMatchObject({ failed: true, sent: false });
  });

  it.each([
    ['another page’s form', '_form=newsletter-unsubscribe'],
    ['no form name', 'x=1'],
    ['a repeated field', '_form=newsletter-confirm&_form=newsletter-confirm'],
  ])('refuses %s', async (_case, body) => {
    const { options, calls } = setup();
    const result = await run(post(`/newsletter/confirm?token=${TOKEN}`, body), 'confirm', options);
    expect(result.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('refuses two tokens, a body past the limit and a body that is no form', async () => {
    const { options, calls } = setup();
    expect(
      (
        await run(
          post(`/newsletter/confirm?token=${TOKEN}&token=${TOKEN}`, '_form=newsletter-confirm'),
          'confirm',
          options,
        )
      ).status,
    ).toBe(400);
    const huge = `_form=newsletter-confirm&x=${'a'.repeat(MAX_NEWSLETTER_BODY_BYTES)}`;
    expect((await run(post(`/newsletter/confirm?token=${TOKEN}`, huge), 'confirm', options)).status).toBe(
      413,
    );
    expect(
      (await run(post(`/newsletter/confirm?token=${TOKEN}`, '{}', 'application/json'), 'confirm', options))
        .status,
    ).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('RFC 8058 one-click unsubscribe', () => {
  it('unsubscribes on List-Unsubscribe=One-Click, urlencoded or multipart, with a plain answer', async () => {
    const { options, calls } = setup();
    const result = await run(
      post(`/newsletter/unsubscribe?token=${TOKEN}`, 'List-Unsubscribe=One-Click'),
      'unsubscribe',
      options,
    );
    expect(result).toMatchObject({ status: 200, text: 'Unsubscribed.' });
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    const request = new Request(`${SITE}/newsletter/unsubscribe?token=${TOKEN}`, {
      method: 'POST',
      body: multipart,
    });
    expect((await run(request, 'unsubscribe', options)).status).toBe(200);
    expect(calls).toEqual([
      ['unsubscribe', TOKEN],
      ['unsubscribe', TOKEN],
    ]);
  });

  it('answers an unknown token 400, and one-click anywhere but unsubscribe is refused', async () => {
    const { options } = setup('invalid');
    expect(
      (
        await run(
          post(`/newsletter/unsubscribe?token=${TOKEN}`, 'List-Unsubscribe=One-Click'),
          'unsubscribe',
          options,
        )
      ).status,
    ).toBe(400);
    const { options: fresh, calls } = setup();
    expect(
      (await run(post(`/newsletter/confirm?token=${TOKEN}`, 'List-Unsubscribe=One-Click'), 'confirm', fresh))
        .status,
    ).toBe(400);
    expect(
      (
        await run(
          post(`/newsletter/unsubscribe?token=${TOKEN}`, 'List-Unsubscribe=Yes'),
          'unsubscribe',
          fresh,
        )
      ).status,
    ).toBe(400);
    expect(calls).toEqual([]);
  });
});
