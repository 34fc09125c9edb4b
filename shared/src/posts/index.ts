// @parley/shared/posts: reading and writing posts, tags, publication and revisions.
export {
  fetchAllPosts,
  fetchPublishedPosts,
  getPostById,
  getPostBySlug,
  listAllPosts,
  listPublishedPosts,
  POST_SUMMARY_COLUMNS,
  type BlogPostSummary,
} from './posts';
export { createPost, deletePost, PostIdTakenError, updatePost } from './write-posts';
export { readingMinutes, readingTimeLabel, WORDS_PER_MINUTE } from './reading-time';
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
} from './tags';
export {
  deleteTag,
  MAX_TAG_NAME_LENGTH,
  MAX_TAGS_PER_POST,
  mergeTags,
  renameTag,
  setPostTags,
} from './write-tags';
export { PostChangedError, updatePostIfUnchanged } from './update-post-if-unchanged';
export { FIRST_POST, FIRST_POST_COVER_PATH, firstPostCover } from './first-post';
export { createFirstPostIfNone, type FirstPostOptions } from './seed';
export { POST_STATUSES, postStatus, type PostStatus } from './post-status';
export {
  BLOG_PAGE_SIZE,
  fetchPublishedCategories,
  fetchPublishedPostsPage,
  fetchTagPostsPage,
  MAX_BLOG_PAGE_SIZE,
  type PublishedPostsQuery,
  type TagPostsPage,
} from './published-posts-page';
export { MAX_BLOG_SEARCH_LENGTH } from './blog-search-length';
export {
  ADMIN_PAGE_SIZE,
  ADMIN_POST_COLUMNS,
  ADMIN_POST_SORTS,
  fetchAdminPostsPage,
  type AdminPostSort,
  type AdminPostsQuery,
  type AdminPostSummary,
  type SortDirection,
} from './admin-posts-page';
export {
  InvalidScheduleError,
  publishPostNow,
  schedulePost,
  setPostPublication,
  unpublishPost,
} from './publication';
export {
  fetchPostRevisionsPage,
  listPostRevisions,
  restorePostRevision,
  REVISIONS_PAGE_SIZE,
  type ListPostRevisionsOptions,
  type PostRevisionsPage,
  type RevisionCursor,
} from './revisions';
