import { startTransition, useEffect, useRef } from 'react';
import { afterNextPaint } from './after-next-paint';
import { useStableHandler } from './use-stable-handler';

/**
 * The post's content as the editor types it, handed to the form once the frame showing the
 * keystroke has been produced (and then at transition priority), so that the form's render (the
 * preview, autosave, the leave guard and every field around the editor) never holds up the
 * keystroke's frame. Keystrokes within one frame reach the form once, as the latest text.
 */
export function useContentAfterPaint(
  /** Sets the form's content (and renders the form). */
  setContent: (content: string) => void,
  /** The form's content. */
  getContent: () => string,
) {
  const pending = useRef<string | null>(null);
  const cancel = useRef<(() => void) | null>(null);

  const drop = useStableHandler(() => {
    cancel.current?.();
    cancel.current = null;
    const content = pending.current;
    pending.current = null;
    return content;
  });
  // A keystroke still pending when the form goes away goes with it.
  useEffect(() => () => void drop(), [drop]);

  return {
    /** The editor's keystroke: the form has it after the frame. */
    type: useStableHandler((content: string) => {
      pending.current = content;
      cancel.current ??= afterNextPaint(() => {
        cancel.current = null;
        const content = drop();
        if (content !== null) startTransition(() => setContent(content));
      });
    }),
    /** A change the editor makes itself (a picture inserted): at once, over any keystroke pending. */
    write: useStableHandler((content: string) => {
      drop();
      setContent(content);
    }),
    /** Hands a pending keystroke to the form now (before saving). */
    flush: useStableHandler(() => {
      const content = drop();
      if (content !== null) setContent(content);
    }),
    /** The content as typed, pending keystroke included. */
    latest: useStableHandler(() => pending.current ?? getContent()),
    /** Whether a keystroke has not reached the form yet (it is a change the form cannot see). */
    hasPending: useStableHandler(() => pending.current !== null),
  };
}
