// Public API of @parley/shared. Framework-free: no React, no Node-only modules
// (the Node client lives in the separate entry `@parley/shared/node`).

export { slugify, SLUG_PATTERN } from './text/slugify';
export { extractReferences, type ExtractedReferences, type Reference } from './markdown/references';
export { ALLOWED_URL_PROTOCOLS, safeUrl, type AllowedUrlProtocol } from './markdown/safe-url';

export { FIELD_LIMITS } from './validation/limits';
export { isHttpUrl } from './text/http-url';
export { csvCell, csvLine, defuseFormulas } from './text/csv';
export { MESSAGES } from './validation/messages';
export { isNewsletterEmail } from './validation/newsletter-email';
export {
  authSchema,
  blogPostInputSchema,
  contactSchema,
  leadKindSchema,
  newsletterSchema,
  planSchema,
  signupLeadSchema,
  subscribeSchema,
  type AuthInput,
  type BlogPostFormValues,
  type BlogPostInput,
  type ContactInput,
  type LeadKind,
  type NewsletterInput,
  type Plan,
  type SignupLead,
  type SubscribeInput,
} from './validation/schemas';

export { formatLongDate, formatShortDate, type DateInput } from './dates/format-date';

export { brand, type Brand } from './config/brand';
export {
  DEFAULT_ADMIN_EMAIL,
  LOCAL_SITE_URL,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
} from './config/local-defaults';
export {
  ConfigError,
  DEFAULT_DEMO_URL,
  publicConfigWithDefaults,
  readPublicConfig,
  type EnvSource,
  type PublicConfig,
} from './config/public-config';

export type { Database, Json } from './supabase/database.types';
export type {
  BlogPost,
  BlogPostInsert,
  BlogPostUpdate,
  Tag,
  TagRef,
  Lead,
  LeadInsert,
  LeadUpdate,
  AuthorProfile,
  PostPreviewLink,
  PostRevision,
} from './supabase/rows';
export {
  createSupabaseClient,
  type CreateSupabaseClientOptions,
  type ParleySupabaseClient,
} from './supabase/client';
export { authStorageKey } from './supabase/storage-key';

export { DataError, InvalidPostError, NotFoundError, SlugTakenError } from './posts/errors';
export {
  fetchAllPosts,
  fetchPublishedPosts,
  getPostById,
  getPostBySlug,
  listAllPosts,
  listPublishedPosts,
  POST_SUMMARY_COLUMNS,
  type BlogPostSummary,
} from './posts/posts';
export { createPost, deletePost, updatePost } from './posts/write-posts';
export { readingMinutes, readingTimeLabel, WORDS_PER_MINUTE } from './posts/reading-time';
export {
  couldBeTagSlug,
  fetchAdminTags,
  fetchPostTags,
  fetchPublishedPostTags,
  fetchPublishedPostsWithTags,
  fetchRelatedPosts,
  fetchSlugRedirect,
  fetchTagsOfPost,
  MAX_TAG_SLUG_LENGTH,
  type AdminTag,
} from './posts/tags';
export {
  deleteTag,
  MAX_TAG_NAME_LENGTH,
  MAX_TAGS_PER_POST,
  mergeTags,
  renameTag,
  setPostTags,
} from './posts/write-tags';
export { PostChangedError, updatePostIfUnchanged } from './posts/update-post-if-unchanged';
export { FIRST_POST, FIRST_POST_COVER_PATH, firstPostCover } from './posts/first-post';
export { createFirstPostIfNone, type FirstPostOptions } from './posts/seed';
export {
  isTooManyLeads,
  submitLead,
  TOO_MANY_LEADS_CODE,
  VISITOR_ADDRESS_HEADER,
  type LeadSubmission,
} from './leads/leads';
export { POST_STATUSES, postStatus, type PostStatus } from './posts/post-status';
export {
  BLOG_PAGE_SIZE,
  fetchPublishedCategories,
  fetchPublishedPostsPage,
  fetchTagPostsPage,
  MAX_BLOG_PAGE_SIZE,
  MAX_BLOG_SEARCH_LENGTH,
  type PublishedPostsQuery,
  type TagPostsPage,
} from './posts/published-posts-page';
export {
  ADMIN_PAGE_SIZE,
  ADMIN_POST_COLUMNS,
  ADMIN_POST_SORTS,
  fetchAdminPostsPage,
  type AdminPostSort,
  type AdminPostsQuery,
  type AdminPostSummary,
  type SortDirection,
} from './posts/admin-posts-page';
export {
  InvalidScheduleError,
  publishPostNow,
  schedulePost,
  setPostPublication,
  unpublishPost,
} from './posts/publication';
export {
  fetchPostRevisionsPage,
  listPostRevisions,
  restorePostRevision,
  REVISIONS_PAGE_SIZE,
  type ListPostRevisionsOptions,
  type PostRevisionsPage,
  type RevisionCursor,
} from './posts/revisions';
export { fetchLeadHistory, LEAD_HISTORY_LIMIT, type LeadAddress } from './leads/lead-history';
export {
  fetchLeadsPage,
  forEachLeadsPage,
  LEAD_COLUMNS,
  LEAD_SORTS,
  LEADS_PAGE_SIZE,
  MAX_LEADS_SEARCH_LENGTH,
  type ForEachLeadsPageOptions,
  type LeadsExportProgress,
  type LeadsFilter,
  type LeadSort,
  type LeadsQuery,
} from './leads/leads-page';
export { fetchLeadStats, type LeadStats } from './leads/lead-stats';
export { fetchPostImageUses, IMAGE_USE_PATHS_PER_CALL, type ImageUse } from './images/post-image-uses';
export {
  hostnameOf,
  isLoopbackAddress,
  isLoopbackHost,
  isLoopbackHostname,
  isWildcardAddress,
} from './net/loopback';
export { setLeadHandled } from './leads/lead-handled';
export { containsPattern, MAX_LIST_SEARCH_LENGTH } from './queries/contains-pattern';
export { MAX_ADMIN_PAGE_SIZE, toListPage, type ListPage } from './queries/list-page';
export { isAdmin } from './auth/is-admin';

export { QUERY_DEFAULTS, queryKeys } from './queries/query-keys';
export {
  type ClientLoader,
  type ClientSource,
  type ParleyInfiniteQueryOptions,
  type ParleyQueryOptions,
} from './queries/client-query';
export {
  postQueries,
  type PublishedPageQuery,
  type ReadingAids,
  type TagPageQuery,
} from './queries/post-queries';
export { publicPostQueries } from './queries/public-post-queries';
export { authorQueries } from './queries/author-queries';
export { fetchAuthorProfiles, fetchOwnProfile, saveOwnProfile } from './authors/author-profiles';
export {
  fetchAuthorPostsPage,
  type AuthorPostsPage,
  type AuthorPostSummary,
  type PublicAuthor,
} from './authors/author-posts-page';
export {
  createPostPreview,
  fetchPostPreviewLinks,
  fetchPreviewedPost,
  PREVIEW_TOKEN_PATTERN,
  revokePostPreview,
  type NewPreviewLink,
  type PreviewedPost,
} from './authors/post-previews';
export {
  authorProfileSchema,
  postAuthorAndSeoFields,
  type AuthorProfileFormValues,
  type AuthorProfileInput,
} from './validation/author-schemas';
export { leadQueries } from './queries/lead-queries';
export { mediaQueries } from './queries/media-queries';
export { newsletterQueries } from './queries/newsletter-queries';
export {
  fetchNewsletterCounts,
  fetchNewsletterSender,
  fetchNewsletterSends,
  fetchNewsletterSubscribersPage,
  forEachNewsletterSubscribersPage,
  MAX_SUBSCRIBERS_PAGE_SIZE,
  MAX_SUBSCRIBERS_SEARCH_LENGTH,
  NewsletterAlreadySentError,
  NewsletterPostNotPublishedError,
  NewsletterSendRunningError,
  sendNewsletterPost,
  sendNewsletterTest,
  SUBSCRIBERS_PAGE_SIZE,
  SUBSCRIPTION_STATUSES,
  type NewsletterCounts,
  type NewsletterSend,
  type NewsletterSender,
  type NewsletterSubscriber,
  type NewsletterSubscribersPage,
  type NewsletterSubscribersQuery,
  type SubscriptionStatus,
} from './newsletter/admin-newsletter';

export {
  IMAGE_EXTENSIONS,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  imageDimensions,
  imageFileProblem,
  ImagePathError,
  ImageStorageError,
  isImageType,
  listPostImages,
  MAX_IMAGE_BYTES,
  POST_IMAGES_BUCKET,
  postImagePath,
  publicImageUrl,
  removePostImage,
  sha256Hex,
  uploadPostImage,
  type ImageDimensions,
  type ImageType,
  type StoredImage,
} from './images';
export {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_RESUBSCRIBE_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  isNewsletterToken,
  newsletterConfirmUrl,
  newsletterUnsubscribeUrl,
} from './newsletter/links';
export {
  BLOG_ROUTE_PATTERNS,
  blogAuthorPath,
  blogPostPath,
  blogPreviewPath,
  blogTagFeedPath,
  blogTagPath,
} from './site-paths/blog-paths';
