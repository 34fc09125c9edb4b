import { isTooManyLeads, type LeadSubmission } from '@parley/shared/leads';
import type { RenderedPage } from '../src/entry-server';
import { FORM_NAME_FIELD, type FormPostState } from '../src/lib/form-post';
import { paths } from '../src/config/paths';
import { AUTH_FORM, RESET_FORM } from '../src/features/auth/lib/auth-form-post';
import { HONEYPOT_FIELD, isHoneypotFilled } from '../src/features/leads/lib/honeypot';
import { EVERY_PAGE, leadFormNamed, type LeadForm } from '../src/features/leads/lib/lead-forms';
import { isAnsweredWithQuery } from '../src/features/leads/lib/routes-answered-with-query';
import { matchRoute } from '../src/app/routes';
import type { PageFinisher } from './finish-page';
import type { LeadPostLimiter } from './lead-post-limits';
import { readLimited } from './read-limited-body';

/**
 * A lead form posted without JavaScript (JavaScript off, or not running yet on a slow phone): the
 * forms post to their own page, and the answer is that page again, rendered with the form's outcome.
 */
export interface LeadPostOptions {
  /** Renders the page of a GET request, with the posted form's state. */
  render(request: Request, formPost: FormPostState): Promise<RenderedPage>;
  finishPage: PageFinisher;
  /**
   * Stores a lead as the browser does (the anon key, under the leads table's row-level security),
   * for the visitor at `visitorAddress` (with SITE_LEAD_RELAY_KEY the database counts it under them).
   */
  storeLead(lead: LeadSubmission, visitorAddress: string): Promise<void>;
  /** The visitor's address (`c.get('clientAddress')`); 'unknown' when not given. */
  visitorAddress?: string;
  /** The per-visitor limit on lead posts; none: no limit here (the database still has its own). */
  limiter?: LeadPostLimiter;
  /** The public base URL: a post from this origin is ours too (behind a proxy the Host differs). */
  siteUrl: string;
}

/** A page to send (`html`, with its status, and `retryAfter` seconds with a 429), or a plain answer. */
export type LeadPostAnswer = Response | { status: number; html: string; retryAfter?: number };

/** Retry-After when the database refused the lead (its own seconds stay in its answer's header). */
const DATABASE_RETRY_AFTER = 60;

/**
 * The largest body accepted. A browser percent-encodes each UTF-8 byte of a field, so one Chinese,
 * Japanese or Korean character (3 bytes, one UTF-16 unit) is 9 bytes of body: the contact form at its
 * bounds (`FIELD_LIMITS`: names 2 × 80, email 254, subject 200, message 4,000 units) is up to 41,526
 * bytes plus its names. 64 KiB holds it with room; at 16 KiB a 3,500-character Russian message was a
 * bare 413 that lost everything typed without JavaScript.
 */
export const MAX_BODY_BYTES = 64 * 1024;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** A body that did not arrive in time (read-limited-body.ts): said, and the connection closed. */
export const timedOut = () =>
  new Response(FORM_TIMED_OUT, {
    status: 408,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' },
  });

/** Word for word in docs/messages.md. */
export const FORM_TIMED_OUT = 'The form took too long to arrive. Please send it again.';

/**
 * Lead forms are anonymous, so a forged cross-site post could only store a lead in the visitor's
 * name; still refused: browsers say where a post comes from (`Sec-Fetch-Site`, `Origin`), and a
 * post from another site is not one of our forms. Clients that send neither (curl) are let through.
 */
function isCrossSite(request: Request, siteUrl: string): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'same-origin') return true;
  const origin = request.headers.get('Origin');
  if (origin === null) return false;
  return origin !== new URL(request.url).origin && origin !== new URL(siteUrl).origin;
}

/** The posted fields, or why they are refused: each field once, text only. */
async function readFields(
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
  mediaType: string,
): Promise<Map<string, string> | string> {
  const entries: [string, FormDataEntryValue][] =
    mediaType === 'multipart/form-data'
      ? [...(await new Response(body, { headers: { 'Content-Type': contentType } }).formData())]
      : [...new URLSearchParams(new TextDecoder().decode(body))];
  const fields = new Map<string, string>();
  for (const [name, value] of entries) {
    if (typeof value !== 'string') return 'Files are not accepted.';
    if (fields.has(name)) return `The field "${name.slice(0, 40)}" was sent more than once.`;
    // No one types a NUL, and the database refuses a text holding one (22021): a forged form.
    if (value.includes('\u0000') || name.includes('\u0000'))
      return 'The form holds a character no field can take.';
    fields.set(name, value);
  }
  return fields;
}

/**
 * Sign-in, sign-up or a password reset posted with JavaScript off: nothing the server can do (the
 * session lives in the browser; a reset link's key is in its fragment, never sent here), so the page
 * again, saying so, with the email kept. Never a password: it is not echoed.
 */
async function answerAuthPost(
  form: typeof AUTH_FORM | typeof RESET_FORM,
  url: URL,
  fields: Map<string, string>,
  options: LeadPostOptions,
): Promise<LeadPostAnswer> {
  const values = { email: fields.get('email') ?? '' };
  const state: FormPostState = { form, values, errors: {}, sent: false, failed: true };
  const page = await options.render(new Request(url), state);
  return { status: page.status, html: await options.finishPage(page) };
}

/**
 * The route a path shows, by its path in the route table (`/signup`, `/blog/:slug`; `*`, the
 * not-found page): matched as the render matches it (case-insensitive, a trailing slash allowed).
 */
function routeOf(pathname: string): string {
  return matchRoute(pathname)?.chain.at(-1)?.path ?? '*';
}

/** Whether the page at `pathname` shows `form` (docs/product-rules.md#leads). */
const showsForm = (form: LeadForm, pathname: string) =>
  form.routes === EVERY_PAGE || form.routes.includes(routeOf(pathname));

/**
 * The address whose page answers a post of `form`: the posted one when the form reads its query, or
 * when the page's query is its variant (/signup: any of its forms, the footer's newsletter too, comes
 * back on the variant it was sent from), else the same path without a query, so that a post costs
 * that page's plain render and never a query's work (a playground run, a blog search). The query is
 * emptied in place: a path such as `//evil.example/x` stays a path of this site.
 */
function answeringPage(form: LeadForm, url: URL): URL {
  if (form.readsQuery || isAnsweredWithQuery(routeOf(url.pathname))) return url;
  const page = new URL(url);
  page.search = '';
  return page;
}

/** Answers a lead form posted to its page: stores it when valid, and renders the page again. */
export async function answerLeadPost(request: Request, options: LeadPostOptions): Promise<LeadPostAnswer> {
  if (isCrossSite(request, options.siteUrl)) return plain(403, 'Forms are accepted from this site only.');
  const contentType = request.headers.get('Content-Type') ?? '';
  const mediaType = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) return plain(415, 'Send the form as a web form.');
  const body = await readLimited(request, MAX_BODY_BYTES);
  if (body === 'too_large') return plain(413, 'The form is too large.');
  if (body === 'timed_out') return timedOut();
  let fields: Map<string, string> | string;
  try {
    fields = await readFields(body, contentType, mediaType);
  } catch {
    return plain(400, 'The form could not be read.');
  }
  if (typeof fields === 'string') return plain(400, fields);

  const url = new URL(request.url);
  const name = fields.get(FORM_NAME_FIELD) ?? '';
  if (name === AUTH_FORM && routeOf(url.pathname) === paths.auth)
    return answerAuthPost(AUTH_FORM, url, fields, options);
  if (name === RESET_FORM && routeOf(url.pathname) === paths.resetPassword)
    return answerAuthPost(RESET_FORM, url, fields, options);
  const form = leadFormNamed(name);
  if (!form) return plain(400, 'Unknown form.');
  if (!showsForm(form, url.pathname)) return plain(400, 'This page has no such form.');

  // A browser sends each line break of a field as CR LF (the HTML form submission rules); read them as
  // typed (LF), as the page with JavaScript does, so a message's length is the same either way.
  const values = Object.fromEntries(
    form.fields(url).map((field) => [field, (fields.get(field) ?? '').replaceAll('\r\n', '\n')]),
  );
  const parsed = form.parse(values, url);
  const state: FormPostState = { form: name, values, errors: {}, sent: false, failed: false };
  const visitor = options.visitorAddress ?? 'unknown';
  let retryAfter: number | null = null;
  if ('errors' in parsed) {
    state.errors = parsed.errors;
  } else if ((retryAfter = options.limiter?.hit(visitor) ?? null) !== null) {
    state.limited = true;
  } else if (isHoneypotFilled(fields.get(HONEYPOT_FIELD))) {
    // A bot: thanked like a person, so it learns nothing; nothing is stored.
    state.sent = true;
  } else {
    try {
      // A repeated lead is stored as a submission of its own, so it is answered exactly like a new one.
      await options.storeLead(parsed.lead, visitor);
      state.sent = true;
    } catch (error) {
      if (isTooManyLeads(error)) {
        state.limited = true;
        retryAfter = DATABASE_RETRY_AFTER;
      } else {
        console.error(`Storing a ${name} lead posted to ${url.pathname} failed:`, error);
        state.failed = true;
      }
    }
  }

  const page = await options.render(new Request(answeringPage(form, url)), state);
  let status = page.status;
  if (status === 200 && !state.sent) status = state.limited ? 429 : state.failed ? 503 : 422;
  const html = await options.finishPage(page);
  return state.limited && retryAfter !== null ? { status, html, retryAfter } : { status, html };
}
