import { EMAIL_MESSAGES } from './email-messages';

/** Long enough for any real title (titles are at most 200 characters), short enough for a header. */
export const MAX_SUBJECT_LENGTH = 200;

/**
 * The mail's subject from the post title: one line (a CR or LF in a header would start another
 * header), no control or invisible format characters, collapsed spaces, at most
 * {@link MAX_SUBJECT_LENGTH} characters. A title with nothing left gets a neutral subject.
 */
export function newsletterSubject(title: string): string {
  const line = title
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (!line) return EMAIL_MESSAGES.untitled;
  const characters = Array.from(line);
  return characters.length <= MAX_SUBJECT_LENGTH
    ? line
    : `${characters
        .slice(0, MAX_SUBJECT_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}
