/**
 * The longest value each stored field may have: the database's check constraints
 * (supabase/migrations: the leads and blog_posts tables), which refuse anything longer. The forms
 * check the same bounds first, so a person gets the field's message instead of a failed save; a
 * database test (supabase/tests/field-limits.test.ts) stores a value of each length and one character
 * more, so these numbers cannot drift from the tables. JavaScript counts UTF-16 units, the database
 * characters: a string within these bounds here is always within them there.
 */
export const FIELD_LIMITS = {
  /** leads.email, and any address a form takes. */
  email: 254,
  /** leads.name: the sign-up's Full Name, or the contact form's first and last names joined. */
  leadName: 200,
  /** leads.company. */
  company: 200,
  /** leads.page: the page a lead was sent from, path and query (cut to this, never refused). */
  leadPage: 500,
  /** leads.message: the contact form's subject line and message together. */
  leadMessage: 5000,
  /** The contact form's First Name and Last Name, each (joined by a space, within leadName). */
  contactNamePart: 80,
  /** The contact form's Subject (with its "Subject: " line, within leadMessage). */
  contactSubject: 200,
  /** The contact form's Message (with the subject line, within leadMessage). */
  contactMessage: 4000,
  /** blog_posts.title. */
  title: 200,
  /** blog_posts.slug. */
  slug: 200,
  /** blog_posts.category. */
  category: 80,
  /** blog_posts.excerpt. */
  excerpt: 1000,
  /** blog_posts.content (markdown). */
  content: 200_000,
  /** blog_posts.cover_image (a URL). */
  coverImage: 2048,
  /** blog_posts.meta_title: longer than search engines show (about 60), short enough to stay a title. */
  metaTitle: 120,
  /** blog_posts.meta_description (search engines show about 160). */
  metaDescription: 320,
  /** blog_posts.social_image and blog_posts.canonical_url (URLs). */
  postUrl: 2048,
  /** author_profiles.name. */
  authorName: 80,
  /** author_profiles.slug. */
  authorSlug: 80,
  /** author_profiles.bio. */
  authorBio: 300,
  /** author_profiles.avatar_url. */
  avatarUrl: 2048,
} as const;
