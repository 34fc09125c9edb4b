/** The words of the newsletter mail, the same in its HTML and plain-text parts (docs/messages.md). */
export const EMAIL_MESSAGES = {
  readOnSite: 'Read this post on the site',
  references: 'References',
  footnotes: 'Footnotes',
  whyReceived: (host: string) =>
    `You receive this email because you subscribed to the newsletter of ${host}.`,
  unsubscribe: 'Unsubscribe',
  untitled: 'New post',
} as const;
