/** The /webinars texts that depend on the date, shown word for word (docs/messages.md#webinars). */
export const WEBINAR_MESSAGES = {
  noUpcoming: 'No upcoming webinars are scheduled yet. Subscribe to updates to hear about the next one.',
  tookPlace: 'This session has taken place. There is no recording of it.',
  pastHeading: 'Earlier sessions without a recording',
} as const;
