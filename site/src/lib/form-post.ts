import { createContext, useContext } from 'react';
import { useLocation } from '@parley/router';
import { canonicalPath } from './head/canonical-url';
import { jsonForScript } from './head/page-head';

/**
 * What the site server made of a form posted without JavaScript (server/lead-posts.ts): the page is
 * rendered again with the form's outcome, and the browser hydrates from the same state, so the
 * values typed, the messages and the thank-you panel survive hydration unchanged.
 */
export interface FormPostState {
  /** The form's name, as posted in its hidden `FORM_NAME_FIELD`. */
  form: string;
  /** Every field of the form as posted (missing ones empty), to fill the form again. */
  values: Record<string, string>;
  /** The first message of each invalid field; empty when the input was valid. */
  errors: Record<string, string>;
  /** The lead was stored: the form shows its thank-you. */
  sent: boolean;
  /** The input was valid but could not be stored: the form says so and keeps the values. */
  failed: boolean;
  /**
   * Too many forms from this visitor's connection (HTTP 429): the form says so
   * (MESSAGES.tooManySubmissions) and keeps the values. Absent: false.
   */
  limited?: boolean;
}

/** The hidden field naming the posted form. */
export const FORM_NAME_FIELD = '_form';

/** The id of the `<script type="application/json">` carrying the posted form's state. */
export const FORM_POST_STATE_ID = 'parley-form-post';

export const FormPostContext = createContext<FormPostState | null>(null);

/**
 * The posted state of the form named `name`, or null when this page answers no post of it. Only on
 * the location the document was loaded at (the router's `default` key, on the server as in the
 * browser): after the visitor navigates on, the forms start empty again.
 */
export function useFormPost(name: string): FormPostState | null {
  const state = useContext(FormPostContext);
  const { key } = useLocation();
  return state?.form === name && key === 'default' ? state : null;
}

/** The state as a JSON script element, for after `#root` (nothing when no form was posted). */
export function formPostScript(state: FormPostState | undefined): string {
  if (!state) return '';
  return `<script id="${FORM_POST_STATE_ID}" type="application/json">${jsonForScript(state)}</script>`;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** The browser side: the state the server rendered the page with, if it sent one. */
export function readFormPostState(document: Document): FormPostState | null {
  const text = document.getElementById(FORM_POST_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as Partial<FormPostState>;
  if (typeof state.form !== 'string' || !isStringRecord(state.values) || !isStringRecord(state.errors))
    return null;
  return {
    form: state.form,
    values: state.values,
    errors: state.errors,
    sent: state.sent === true,
    failed: state.failed === true,
    limited: state.limited === true,
  };
}

/**
 * Where a form posts when JavaScript is not running: the page it is on, query included (a
 * `/signup?type=demo&plan=starter` post is a demo lead for that plan), so the answer is that page.
 * Always a path of this site: the current path may come straight from the request, and on
 * `//evil.example/x` an action of that path would post the form to evil.example (only CSP's
 * form-action stops it). The canonical path (runs of slashes and backslashes made one slash) never
 * starts with `//`. `withQuery: false` for the forms that read no query: the server answers them on
 * their page without it (features/leads/lib/lead-forms.ts `readsQuery`), and the address then says so.
 */
export function usePostAction({ withQuery = true }: { withQuery?: boolean } = {}): string {
  const { pathname, search } = useLocation();
  return `${canonicalPath(pathname)}${withQuery ? search : ''}`;
}
