import { fromLocalInputValue, toLocalInputValue } from './local-time';

/** What the editor's publish control offers: keep hidden, publish on save, or publish at a time. */
export type PublishMode = 'draft' | 'now' | 'schedule';

export interface PublishChoice {
  mode: PublishMode;
  /** The schedule field's value (`datetime-local`, the admin's zone); '' until one is typed. */
  scheduleInput: string;
}

export const PUBLISH_MESSAGES = {
  scheduleMissing: 'Enter the date and time to publish at.',
  schedulePassed: 'This time has passed. Pick a later time, or choose Publish now.',
  /** Under a valid schedule: when, in words and from now (a wrong year shows at once). */
  scheduleSummary: (at: string, fromNow: string) => `Visitors see it from ${at}, ${fromNow}.`,
} as const;

/** The choice a stored `published_at` stands for, read at `now`. */
export function choiceFor(publishedAt: string | null, now: Date): PublishChoice {
  if (publishedAt === null) return { mode: 'draft', scheduleInput: '' };
  if (Date.parse(publishedAt) > now.getTime()) {
    return { mode: 'schedule', scheduleInput: toLocalInputValue(publishedAt) };
  }
  return { mode: 'now', scheduleInput: '' };
}

export type ResolvedPublication = { ok: true; publishedAt: string | null } | { ok: false; error: string };

/**
 * The `published_at` to save for a choice, at the moment of saving.
 * - Draft: null (a published post is unpublished).
 * - Publish now: a post already live keeps its date (its place in the blog and feeds); otherwise now.
 * - Schedule: the typed time in UTC. A time already past is refused with a message rather than
 *   published at once: the admin asked for later, so publishing now would be a surprise.
 */
export function resolvePublication(
  choice: PublishChoice,
  storedPublishedAt: string | null,
  now: Date,
): ResolvedPublication {
  if (choice.mode === 'draft') return { ok: true, publishedAt: null };
  if (choice.mode === 'now') {
    const live = storedPublishedAt !== null && Date.parse(storedPublishedAt) <= now.getTime();
    return { ok: true, publishedAt: live ? storedPublishedAt : now.toISOString() };
  }
  const at = fromLocalInputValue(choice.scheduleInput);
  if (at === null) return { ok: false, error: PUBLISH_MESSAGES.scheduleMissing };
  if (Date.parse(at) <= now.getTime()) return { ok: false, error: PUBLISH_MESSAGES.schedulePassed };
  return { ok: true, publishedAt: at };
}
