/** The words of the database's refusal (set_post_tags, migration 20251204130000). */
const CLASH_WORDS = 'has the address of another tag';

/**
 * Whether saving tags failed because a name's address is another tag's: two names met by chance on
 * a hashed slug, or a Latin name spelled as one. Saving again cannot help; renaming the tag does.
 * Reads the causes the save wraps the database's answer in (TagsNotSavedError, then DataError).
 */
export function isTagAddressClash(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 4; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (code === '22023' && typeof message === 'string' && message.includes(CLASH_WORDS)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
