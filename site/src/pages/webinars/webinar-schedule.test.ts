import { describe, expect, it } from 'vitest';
import { featuredWebinar, recordedWebinars, upcomingWebinars, type UpcomingWebinar } from './content';
import { webinarSchedule } from './webinar-schedule';

const at = (iso: string) => Date.parse(iso);
const ids = (webinars: { id: string }[]) => webinars.map((webinar) => webinar.id);

describe('webinarSchedule', () => {
  it('offers every announced session before the first one starts, soonest first', () => {
    const schedule = webinarSchedule(at('2025-01-01T00:00:00Z'));
    expect(schedule.featured).toEqual({ webinar: featuredWebinar, upcoming: true });
    expect(ids(schedule.upcoming)).toEqual([
      'rules-that-protect-margin',
      'erp-integration-workshop',
      'learning-from-history',
    ]);
    expect(schedule.pastWithoutRecording).toEqual([]);
    expect(schedule.recorded).toEqual(recordedWebinars);
  });

  it('moves a session out of "upcoming" the moment it starts, not before', () => {
    const start = at('2025-06-26T14:00:00-04:00');
    expect(ids(webinarSchedule(start - 1).upcoming)).toContain('rules-that-protect-margin');
    const started = webinarSchedule(start);
    expect(ids(started.upcoming)).toEqual(['erp-integration-workshop', 'learning-from-history']);
    expect(ids(started.pastWithoutRecording)).toEqual(['rules-that-protect-margin']);
    expect(started.featured.upcoming).toBe(false);
  });

  it('offers nothing as upcoming once every date has passed (the site on 2026-11-27)', () => {
    const schedule = webinarSchedule(at('2026-11-27T19:00:00Z'));
    expect(schedule.upcoming).toEqual([]);
    expect(schedule.featured.upcoming).toBe(false);
    // Newest first, as the recordings are listed.
    expect(ids(schedule.pastWithoutRecording)).toEqual([
      'learning-from-history',
      'erp-integration-workshop',
      'rules-that-protect-margin',
    ]);
    expect(schedule.recorded).toEqual(recordedWebinars);
  });

  it('counts a start that does not parse as past: a typo never advertises a session', () => {
    const broken: UpcomingWebinar = { ...upcomingWebinars[0]!, id: 'broken', startsAt: 'soon' };
    const schedule = webinarSchedule(at('2000-01-01T00:00:00Z'), {
      featuredWebinar: broken,
      upcomingWebinars: [broken],
      recordedWebinars: [],
    });
    expect(schedule.featured.upcoming).toBe(false);
    expect(schedule.upcoming).toEqual([]);
    expect(ids(schedule.pastWithoutRecording)).toEqual(['broken']);
  });
});

describe('the webinar content', () => {
  const shownInNewYork = (iso: string) => {
    const moment = new Date(iso);
    const date = moment.toLocaleDateString('en-US', {
      timeZone: 'America/New_York',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    const time = moment.toLocaleTimeString('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    });
    return `${date} ${time.replace(/\s/g, ' ')} ET`;
  };

  it.each([featuredWebinar, ...upcomingWebinars, ...recordedWebinars].map((w) => [w.id, w] as const))(
    '%s shows the date and time its startsAt says',
    (_id, webinar) => {
      expect(shownInNewYork(webinar.startsAt)).toBe(`${webinar.date} ${webinar.time}`);
    },
  );
});
