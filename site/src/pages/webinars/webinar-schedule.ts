import {
  featuredWebinar,
  recordedWebinars,
  upcomingWebinars,
  type RecordedWebinar,
  type UpcomingWebinar,
} from './content';

/** The page's content as a visitor may be told it at one moment (docs/product-rules.md#webinars). */
export interface WebinarSchedule {
  featured: { webinar: UpcomingWebinar; upcoming: boolean };
  /** Sessions that have not started yet, soonest first: the only ones offered for registration. */
  upcoming: UpcomingWebinar[];
  recorded: RecordedWebinar[];
  /** Sessions announced as upcoming that have taken place without a recording: no button at all. */
  pastWithoutRecording: UpcomingWebinar[];
}

interface WebinarContent {
  featuredWebinar: UpcomingWebinar;
  upcomingWebinars: UpcomingWebinar[];
  recordedWebinars: RecordedWebinar[];
}

const startOf = (webinar: UpcomingWebinar) => Date.parse(webinar.startsAt);

/**
 * Splits the content at `now` (milliseconds): a webinar is upcoming while its start is after `now`.
 * A start that does not parse counts as past, so a typo never advertises a session.
 */
export function webinarSchedule(
  now: number,
  content: WebinarContent = { featuredWebinar, upcomingWebinars, recordedWebinars },
): WebinarSchedule {
  const isUpcoming = (webinar: UpcomingWebinar) => startOf(webinar) > now;
  const byStart = (a: UpcomingWebinar, b: UpcomingWebinar) => startOf(a) - startOf(b);
  return {
    featured: { webinar: content.featuredWebinar, upcoming: isUpcoming(content.featuredWebinar) },
    upcoming: content.upcomingWebinars.filter(isUpcoming).sort(byStart),
    recorded: content.recordedWebinars,
    // Most recent first, as the recordings are.
    pastWithoutRecording: content.upcomingWebinars
      .filter((webinar) => !isUpcoming(webinar))
      .sort((a, b) => byStart(b, a)),
  };
}
