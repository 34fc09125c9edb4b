import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { choiceFor, PUBLISH_MESSAGES, resolvePublication } from './publish-choice';

beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const now = new Date('2026-11-24T15:00:00Z'); // 10:00 in New York

describe('choiceFor', () => {
  it('reads a stored post as draft, scheduled (with its local time) or published', () => {
    expect(choiceFor(null, now)).toEqual({ mode: 'draft', scheduleInput: '' });
    expect(choiceFor('2026-11-24T16:30:00+00:00', now)).toEqual({
      mode: 'schedule',
      scheduleInput: '2026-11-24T11:30',
    });
    expect(choiceFor('2026-11-24T15:00:00Z', now)).toEqual({ mode: 'now', scheduleInput: '' });
  });
});

describe('resolvePublication', () => {
  it('Draft stores null, whatever was stored', () => {
    expect(resolvePublication({ mode: 'draft', scheduleInput: '' }, '2025-01-01T00:00:00Z', now)).toEqual({
      ok: true,
      publishedAt: null,
    });
  });

  it('Publish now stamps the time of saving, but a live post keeps its date', () => {
    const choice = { mode: 'now', scheduleInput: '' } as const;
    expect(resolvePublication(choice, null, now)).toEqual({ ok: true, publishedAt: now.toISOString() });
    expect(resolvePublication(choice, '2025-01-01T00:00:00Z', now)).toEqual({
      ok: true,
      publishedAt: '2025-01-01T00:00:00Z',
    });
    // A scheduled post published now goes live now, not at its old time.
    expect(resolvePublication(choice, '2027-01-01T00:00:00Z', now)).toEqual({
      ok: true,
      publishedAt: now.toISOString(),
    });
  });

  it('Schedule stores the typed local time in UTC', () => {
    expect(resolvePublication({ mode: 'schedule', scheduleInput: '2026-11-24T10:01' }, null, now)).toEqual({
      ok: true,
      publishedAt: '2026-11-24T15:01:00.000Z',
    });
  });

  it.each([
    ['empty', '', PUBLISH_MESSAGES.scheduleMissing],
    ['not a time', '2026-02-30T10:00', PUBLISH_MESSAGES.scheduleMissing],
    ['this very minute', '2026-11-24T10:00', PUBLISH_MESSAGES.schedulePassed],
    ['yesterday', '2026-11-23T10:00', PUBLISH_MESSAGES.schedulePassed],
  ])('Schedule refuses a time that is %s', (_label, scheduleInput, error) => {
    expect(resolvePublication({ mode: 'schedule', scheduleInput }, null, now)).toEqual({ ok: false, error });
  });
});
