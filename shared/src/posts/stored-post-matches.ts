import type { BlogPost } from '../supabase/rows';
import type { BlogPostInput } from '../validation/schemas';

/**
 * Whether the stored post already holds every one of these validated fields: a save retried after
 * its answer was lost (the write happened, the network dropped the reply) finds its own values
 * there, and is then saved, not a conflict with itself nor a second post. Times compare as instants
 * (the database answers `+00:00` where the editor sends `Z`); absent and null are the same.
 */
export function storedPostMatches(stored: BlogPost, fields: Partial<BlogPostInput>): boolean {
  return Object.entries(fields).every(([key, value]) => {
    const current: unknown = stored[key as keyof BlogPost] ?? null;
    const wanted: unknown = value ?? null;
    if (key === 'published_at' && typeof current === 'string' && typeof wanted === 'string') {
      return Date.parse(current) === Date.parse(wanted);
    }
    return current === wanted;
  });
}
