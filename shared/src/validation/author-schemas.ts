import * as z from 'zod/mini';
import { SLUG_PATTERN } from '../text/slugify';
import { FIELD_LIMITS } from './limits';
import { MESSAGES } from './messages';
import { optionalHttpUrl, optionalText } from './optional-fields';

// Author profiles and a post's search and social fields (issue #34). The database's checks
// (migration 20251128120000_authors_and_post_seo.sql) hold the same bounds; FIELD_LIMITS names them.

/** An admin's author profile, as the profile screen stores it. */
export const authorProfileSchema = z.object({
  name: z
    .string({ error: MESSAGES.authorNameRequired })
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.authorNameRequired),
      z.maxLength(FIELD_LIMITS.authorName, MESSAGES.authorNameTooLong),
    ),
  slug: z
    .string({ error: MESSAGES.slugRequired })
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.slugRequired),
      z.maxLength(FIELD_LIMITS.authorSlug, MESSAGES.authorSlugTooLong),
      z.regex(SLUG_PATTERN, MESSAGES.slugShape),
    ),
  bio: optionalText(FIELD_LIMITS.authorBio, MESSAGES.authorBioTooLong),
  avatar_url: optionalHttpUrl(FIELD_LIMITS.avatarUrl, MESSAGES.avatarUrl, MESSAGES.avatarUrlTooLong),
});
export type AuthorProfileInput = z.output<typeof authorProfileSchema>;
export type AuthorProfileFormValues = z.input<typeof authorProfileSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The post fields of issue #34, each optional (absent: unchanged). Spread into the editor's schema.
 * author_id: the profile's user; the database refuses one without a profile (23503).
 */
export const postAuthorAndSeoFields = {
  // '' (the editor's "creator" choice) is null: a new post is then its creator's.
  author_id: z.optional(
    z
      .pipe(
        z.nullish(z.string({ error: MESSAGES.authorInvalid }).check(z.trim())),
        z.transform((value: string | null | undefined) => (value ? value : null)),
      )
      .check(z.refine((value) => value === null || UUID.test(value), MESSAGES.authorInvalid)),
  ),
  meta_title: z.optional(optionalText(FIELD_LIMITS.metaTitle, MESSAGES.metaTitleTooLong)),
  meta_description: z.optional(optionalText(FIELD_LIMITS.metaDescription, MESSAGES.metaDescriptionTooLong)),
  social_image: z.optional(
    optionalHttpUrl(FIELD_LIMITS.postUrl, MESSAGES.socialImageUrl, MESSAGES.socialImageTooLong),
  ),
  canonical_url: z.optional(
    optionalHttpUrl(FIELD_LIMITS.postUrl, MESSAGES.canonicalUrl, MESSAGES.canonicalUrlTooLong),
  ),
};
