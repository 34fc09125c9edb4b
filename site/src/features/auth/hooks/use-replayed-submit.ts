import { useEffect, type RefObject } from 'react';

/** Set by the page's early script on a form submitted before its component was running. */
const PENDING_ATTRIBUTE = 'data-replay-pending';
/** Set once the component handles the form's submits itself. */
const LIVE_ATTRIBUTE = 'data-replay-live';

/**
 * Replays a submit the visitor made before the application ran, on a form marked `data-replay`. Sign-in and sign-up need the
 * browser's session, so the server cannot do them for a form posted early: a tiny script in the
 * page's head (site/index.html) stops such a submit and marks the form instead, and this, once the
 * form's component is running, submits it again through its own handler, with what was typed.
 * Call after `useTypedBeforeHydration`, so that the form's state holds the typed values by then.
 *
 * `ready` false holds the replay (and any submit: see `holdSubmitUntilReady`) until the action can
 * run: the new password waits for the recovery link's session, read after the app starts.
 *
 * The early script is inline and static (the same bytes on every page), so that a strict
 * Content-Security-Policy can allow it by its hash; it runs before the page's body is parsed, so it
 * is in place whatever the application's scripts are waiting for.
 */
export function useReplayedSubmit(formRef: RefObject<HTMLFormElement | null>, ready = true): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form || !ready) return;
    form.setAttribute(LIVE_ATTRIBUTE, '');
    if (!form.hasAttribute(PENDING_ATTRIBUTE)) return;
    form.removeAttribute(PENDING_ATTRIBUTE);
    form.requestSubmit();
  }, [formRef, ready]);
}

/**
 * For a form whose action is not ready yet (`useReplayedSubmit(ref, false)`): a submit made now is
 * kept, as the page's early script keeps one made before the app ran, and replayed once ready.
 * Returns true when it kept the submit (the caller then does nothing more).
 */
export function holdSubmitUntilReady(form: HTMLFormElement | null, ready: boolean): boolean {
  if (ready || !form) return false;
  form.setAttribute(PENDING_ATTRIBUTE, '');
  return true;
}
