import { useState } from 'react';
import { fromLocalInputValue } from '../publishing/local-time';
import {
  choiceFor,
  resolvePublication,
  type PublishChoice,
  type ResolvedPublication,
} from '../publishing/publish-choice';
import { useStableHandler } from './use-stable-handler';

/**
 * The publish control's state. `storedPublishedAt` is the saved post's (null for a new post),
 * `startingPublishedAt` what the form opens with (a recovered draft may differ). Every change also
 * sets the form's `published_at` (through `onPublishedAtChange`) so unsaved-changes tracking and
 * the autosaved draft see it; the value saved is decided by `resolve` at the moment of saving.
 */
export function usePublishControl(
  storedPublishedAt: string | null,
  startingPublishedAt: string | null,
  onPublishedAtChange: (publishedAt: string | null) => void,
) {
  const [choice, setChoice] = useState<PublishChoice>(() => choiceFor(startingPublishedAt, new Date()));
  const [error, setError] = useState<string | null>(null);

  const change = useStableHandler((next: PublishChoice) => {
    setChoice(next);
    setError(null);
    const resolved = resolvePublication(next, storedPublishedAt, new Date());
    if (resolved.ok) onPublishedAtChange(resolved.publishedAt);
    else if (next.mode === 'schedule') {
      const typed = fromLocalInputValue(next.scheduleInput);
      if (typed !== null) onPublishedAtChange(typed);
    }
  });

  /** What to save now; an error is shown by the control and the save must stop. */
  const resolve = (now: Date): ResolvedPublication => {
    const resolved = resolvePublication(choice, storedPublishedAt, now);
    setError(resolved.ok ? null : resolved.error);
    return resolved;
  };

  return { choice, error, storedPublishedAt, change, resolve };
}

export type PublishControlState = ReturnType<typeof usePublishControl>;
