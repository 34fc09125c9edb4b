import { yieldToBrowser } from '../../app/yield-to-browser';

/** Shown while the playground's body loads (docs/messages.md#playground). */
export const PLAYGROUND_LOADING = 'Loading the playground…';

/** After hydration, the body loads when the browser is next idle, or after this at the latest. */
const IDLE_TIMEOUT_MS = 2000;

let loading: Promise<typeof import('./PlaygroundBody')> | undefined;

/**
 * The body's chunk (PlaygroundBody.tsx with the engine and zod), requested once. Resolves a task after
 * the chunk has run: running its modules and hydrating the body are two tasks, not one long one.
 */
export function loadPlaygroundBody(): Promise<typeof import('./PlaygroundBody')> {
  loading ??= import('./PlaygroundBody').then(async (module) => {
    await yieldToBrowser();
    return module;
  });
  return loading;
}

let ask: () => void = () => undefined;
/** Resolves once the body was asked for (`whenInteractedOrIdle`): the page hydrated from the server waits for it. */
export const playgroundBodyAsked = new Promise<void>((resolve) => (ask = resolve));

/** The events that show the visitor is about to use the body (captured on their way to it). */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export interface HeldUntilLoaded {
  /** The body is interactive: a form sent before is sent again, now to its React handler. */
  ready: () => void;
  /** Stops listening (the page unmounts). */
  stop: () => void;
}

/**
 * Asks for the body (`playgroundBodyAsked`) when the browser is idle after hydration, or at the
 * visitor's first interaction inside `frame` if sooner. A form sent before the body is interactive is
 * held (`onPending(true)`) and sent again once it is, so it runs in place as it would have after
 * hydration; links work natively meanwhile (a full page load, answered by the server).
 */
export function whenInteractedOrIdle(
  frame: HTMLElement,
  onPending: (pending: boolean) => void,
): HeldUntilLoaded {
  let interactive = false;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const start = () => ask();
  const idle =
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : undefined;
  const timer = idle === undefined ? window.setTimeout(start, IDLE_TIMEOUT_MS / 4) : undefined;
  const hold = (event: SubmitEvent) => {
    if (interactive || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
    onPending(true);
    start();
  };
  for (const type of INTERACTIONS) frame.addEventListener(type, start, { capture: true, passive: true });
  frame.addEventListener('submit', hold, { capture: true });
  const stop = () => {
    if (idle !== undefined) window.cancelIdleCallback(idle);
    window.clearTimeout(timer);
    for (const type of INTERACTIONS) frame.removeEventListener(type, start, { capture: true });
    frame.removeEventListener('submit', hold, { capture: true });
  };
  return {
    ready: () => {
      interactive = true;
      stop();
      onPending(false);
      const sent = held;
      held = null;
      if (!sent) return;
      // The same form element (hydration kept the server's nodes), whose submit React now handles:
      // sent in a task of its own, after the commit that made the body interactive.
      window.setTimeout(() => {
        if (sent.form.isConnected) sent.form.requestSubmit(sent.submitter ?? undefined);
      }, 0);
    },
    stop,
  };
}
