import type { ParleySupabaseClient } from '../supabase/client';
import type { AuthorProfile } from '../supabase/rows';
import { DataError, InvalidPostError, isUniqueSlugViolation, SlugTakenError } from '../errors/data-errors';
import { authorProfileSchema, type AuthorProfileFormValues } from '../validation/author-schemas';

// Admins' author profiles (docs/product-rules.md#authors). Each admin writes their own (the table's
// policies); every admin reads all of them, for the editor's author choice.

/** The columns a profile screen and the editor read. */
const PROFILE_COLUMNS = 'user_id, slug, name, bio, avatar_url, created_at, updated_at';

/** The admin's own profile, or null while they have none. Throws DataError on failure. */
export async function fetchOwnProfile(
  client: ParleySupabaseClient,
  userId: string,
): Promise<AuthorProfile | null> {
  const { data, error } = await client
    .from('author_profiles')
    .select(PROFILE_COLUMNS)
    .eq('user_id', userId)
    .retry(false)
    .maybeSingle();
  if (error) throw new DataError('Failed to load the author profile', error);
  return data;
}

/** Every profile the caller may read (admins: all), by name: the editor's author choice. */
export async function fetchAuthorProfiles(client: ParleySupabaseClient): Promise<AuthorProfile[]> {
  const { data, error } = await client
    .from('author_profiles')
    .select(PROFILE_COLUMNS)
    .order('name')
    .order('user_id')
    .limit(500)
    .retry(false);
  if (error) throw new DataError('Failed to load the authors', error);
  // Anything but a list (a proxy's page, a wrong endpoint) is a failure, never options to draw.
  if (!Array.isArray(data)) throw new DataError('Failed to load the authors', { message: 'not a list' });
  return data;
}

/**
 * Validates and stores the admin's own profile (created the first time); returns the stored row.
 * InvalidPostError names bad fields; SlugTakenError when another author has the slug.
 */
export async function saveOwnProfile(
  client: ParleySupabaseClient,
  userId: string,
  values: AuthorProfileFormValues,
): Promise<AuthorProfile> {
  const parsed = authorProfileSchema.safeParse(values);
  if (!parsed.success) {
    const issues: Record<string, string> = {};
    for (const issue of parsed.error.issues) issues[issue.path.map(String).join('.')] ??= issue.message;
    throw new InvalidPostError(issues);
  }
  // An update first, then an insert: an upsert would also set user_id, a column nobody may update.
  const updated = await client
    .from('author_profiles')
    .update(parsed.data)
    .eq('user_id', userId)
    .select(PROFILE_COLUMNS)
    .maybeSingle();
  const { data, error } =
    updated.error || updated.data
      ? updated
      : await client
          .from('author_profiles')
          .insert({ user_id: userId, ...parsed.data })
          .select(PROFILE_COLUMNS)
          .maybeSingle();
  if (error) {
    if (isUniqueSlugViolation(error)) throw new SlugTakenError(parsed.data.slug);
    throw new DataError('Failed to save the author profile', error);
  }
  if (!data) throw new DataError('Failed to save the author profile', { message: 'nothing was stored' });
  return data;
}
