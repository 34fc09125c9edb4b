import type { Database } from './database.types';

// The names the apps use for the rows of database.types.ts, and the narrower shapes the database's
// grants and triggers allow. database.types.ts is generated (`npm run db:types`): never edit it;
// what the catalog cannot say is written here.

type PublicTables = Database['public']['Tables'];

/** A blog post; published_at null = draft. updated_by is set by the database on every save. */
export type BlogPost = PublicTables['blog_posts']['Row'];
export type BlogPostInsert = PublicTables['blog_posts']['Insert'];
export type BlogPostUpdate = PublicTables['blog_posts']['Update'];

/** A tag (docs/product-rules.md#tags): its slug is made from its name by the database. */
export type Tag = PublicTables['tags']['Row'];
/** A tag as a post's links show it. */
export type TagRef = Pick<Tag, 'name' | 'slug'>;

/**
 * A lead (one submission of a form) as the apps read it. search_text, generated from email, name and
 * company, is only for filtering; latest (the newest of its kind and address) only picks the inbox's
 * rows. submissions: on the newest submission, how many its kind and address have; null on older ones.
 */
export type Lead = Omit<PublicTables['leads']['Row'], 'search_text' | 'latest'>;
/**
 * A lead as the forms send it: the database stamps handled_at on a visitor's insert, computes
 * search_text, and keeps latest and submissions itself.
 */
export type LeadInsert = Omit<
  PublicTables['leads']['Insert'],
  'handled_at' | 'search_text' | 'latest' | 'submissions'
>;
/** What an admin may change on a lead: handled_at only (a column grant; any other column is 42501). */
export type LeadUpdate = Pick<PublicTables['leads']['Update'], 'handled_at'>;

/**
 * A post's version as it was before a save replaced it (saved_by, saved_at: the replaced row's
 * updated_by and updated_at; changed_fields: what the next save changed). Admins read; nobody writes
 * through the API.
 */
export type PostRevision = PublicTables['post_revisions']['Row'];

/** An admin's author profile (issue #34): written by that admin; visitors read it while it signs a published post. */
export type AuthorProfile = PublicTables['author_profiles']['Row'];

/** A shared preview link of a draft, as admins list it: never the token (shown once) nor its hash. */
export type PostPreviewLink = Pick<
  PublicTables['post_preview_tokens']['Row'],
  'id' | 'post_id' | 'created_by' | 'created_at' | 'expires_at'
>;
