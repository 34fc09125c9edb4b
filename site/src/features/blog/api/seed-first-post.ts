import type { BlogPost } from '@parley/shared/supabase';

let seeding: { userId: string; result: Promise<BlogPost | null> } | undefined;

/**
 * Runs `seed` at most once per page load and admin. StrictMode's doubled effects, several mounted
 * screens and remounts all land here, so only the first caller starts it (and reports the outcome);
 * the others get null. Across tabs the shared `createFirstPostIfNone` checks the table first.
 */
export function seedFirstPostOnce(
  userId: string,
  seed: () => Promise<BlogPost | null>,
): Promise<BlogPost | null> | null {
  if (seeding?.userId === userId) return null;
  const result = seed();
  seeding = { userId, result };
  return result;
}

/** Forgets earlier runs; for tests only. */
export function resetFirstPostSeeding(): void {
  seeding = undefined;
}
