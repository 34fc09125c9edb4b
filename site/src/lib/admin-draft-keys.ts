/**
 * Where the web admin keeps an admin's unsaved editor drafts in this browser's localStorage
 * (`pages/admin/browser-drafts.ts`), apart from the admin code so that signing out can remove them
 * without loading it.
 */
const PREFIX = 'parley:admin-draft:';

/** The storage key of one admin's draft of one post (`new`, or the post's id). */
export function adminDraftKey(userId: string, postKey: string): string {
  return `${PREFIX}${userId}:${postKey}`;
}

/**
 * Removes every draft `userId` left in `storage`: signing out on purpose ends them, as it ends the
 * session kept beside them (a session that merely expires keeps them, to continue after signing in).
 */
export function clearAdminDrafts(userId: string, storage: Storage): void {
  const own = `${PREFIX}${userId}:`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(own)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
