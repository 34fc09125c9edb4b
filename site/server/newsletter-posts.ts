import { isNewsletterToken } from '@parley/shared/newsletter';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import type { RenderedPage } from '../src/entry-server';
import { FORM_NAME_FIELD, type FormPostState } from '../src/lib/form-post';
import { NEWSLETTER_PAGES, type NewsletterAction } from '../src/pages/newsletter/content';
import type { PageFinisher } from './finish-page';
import { FORM_TIMED_OUT, timedOut } from './lead-posts';
import { readLimited } from './read-limited-body';

/**
 * The newsletter's link pages posted (their button, with or without JavaScript) and the RFC 8058
 * one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL
 * (`/newsletter/unsubscribe?token=…`) with no page and no cookies. The token is the only authority
 * (the database checks it), so no origin check: a mail provider's server sends no Origin either.
 */
export interface NewsletterPostOptions {
  render(request: Request, formPost: FormPostState): Promise<RenderedPage>;
  finishPage: PageFinisher;
  /** The database's answer for the token: 'done', or 'invalid' (unknown, expired, used). */
  callNewsletter(action: NewsletterAction, token: string): Promise<'done' | 'invalid'>;
  /**
   * Answers a post of another form on the page (the footer's newsletter form, shown on every page,
   * posts to the page's own path): given the same request, its body read already.
   */
  otherForm?: (request: Request) => Promise<Response>;
}

export type NewsletterPostAnswer = Response | { status: number; html: string };

/**
 * The largest body: a form name, the one-click field, or the footer's newsletter form (an address of
 * 254 characters, each percent-encoded as at most 9 bytes, and the honeypot).
 */
export const MAX_NEWSLETTER_BODY_BYTES = 4096;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** The posted fields, each at most once, and the body they were read from; a string says why they are refused. */
async function readFields(
  request: Request,
): Promise<{ fields: Map<string, string>; body: Uint8Array<ArrayBuffer> } | string> {
  const contentType = request.headers.get('Content-Type') ?? '';
  const mediaType = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) return 'Send the form as a web form.';
  const body = await readLimited(request, MAX_NEWSLETTER_BODY_BYTES);
  if (body === 'too_large') return 'The form is too large.';
  if (body === 'timed_out') return FORM_TIMED_OUT;
  let entries: [string, FormDataEntryValue][];
  try {
    entries =
      mediaType === 'multipart/form-data'
        ? [...(await new Response(body, { headers: { 'Content-Type': contentType } }).formData())]
        : [...new URLSearchParams(new TextDecoder().decode(body))];
  } catch {
    return 'The form could not be read.';
  }
  const fields = new Map<string, string>();
  for (const [name, value] of entries) {
    if (typeof value !== 'string') return 'Files are not accepted.';
    if (fields.has(name)) return 'A field was sent more than once.';
    fields.set(name, value);
  }
  return { fields, body };
}

export async function answerNewsletterPost(
  request: Request,
  action: NewsletterAction,
  options: NewsletterPostOptions,
): Promise<NewsletterPostAnswer> {
  const url = new URL(request.url);
  const tokens = url.searchParams.getAll('token');
  if (tokens.length > 1) return plain(400, 'The link names more than one token.');
  const token = tokens[0] ?? '';
  const read = await readFields(request);
  if (read === FORM_TIMED_OUT) return timedOut();
  if (typeof read === 'string') return plain(read.startsWith('The form is too') ? 413 : 400, read);
  const { fields } = read;

  // RFC 8058 one-click: the answer is for a mail client, not a person.
  if (fields.has('List-Unsubscribe')) {
    if (action !== 'unsubscribe' || fields.get('List-Unsubscribe') !== 'One-Click' || fields.size !== 1)
      return plain(400, 'Unknown request.');
    if (!isNewsletterToken(token)) return plain(400, 'This link does not work.');
    try {
      return (await options.callNewsletter('unsubscribe', token)) === 'done'
        ? plain(200, 'Unsubscribed.')
        : plain(400, 'This link does not work.');
    } catch (error) {
      console.error('One-click unsubscribe failed:', error);
      return plain(503, 'Please try again in a moment.');
    }
  }

  const page = NEWSLETTER_PAGES[action];
  if (fields.get(FORM_NAME_FIELD) !== page.form) {
    if (!options.otherForm) return plain(400, 'Unknown form.');
    const headers = new Headers(request.headers);
    headers.delete('Content-Length');
    return options.otherForm(new Request(request.url, { method: 'POST', headers, body: read.body }));
  }
  const state: FormPostState = { form: page.form, values: {}, errors: {}, sent: false, failed: false };
  if (!isNewsletterToken(token)) {
    state.errors.token = 'invalid';
  } else {
    try {
      if ((await options.callNewsletter(action, token)) === 'done') state.sent = true;
      else state.errors.token = 'invalid';
    } catch (error) {
      console.error(`Newsletter ${action} failed:`, error);
      state.failed = true;
    }
  }
  // The page of the same address, rendered with the outcome.
  const rendered = await options.render(new Request(url), state);
  const status = state.sent ? 200 : state.failed ? 503 : 400;
  return { status, html: await options.finishPage(rendered) };
}

const WORDS: Record<NewsletterAction, string> = {
  confirm: 'confirmed',
  unsubscribe: 'unsubscribed',
  resubscribe: 'resubscribed',
};

/** callNewsletter over the API with the anon key: the database's public newsletter functions. */
export function newsletterCaller(supabase: ParleySupabaseClient): NewsletterPostOptions['callNewsletter'] {
  return async (action, token) => {
    const { data, error } = await supabase.rpc(`newsletter_${action}`, { p_token: token });
    if (error) throw new Error(error.message);
    return data === WORDS[action] ? 'done' : 'invalid';
  };
}
