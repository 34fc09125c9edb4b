// @parley/shared/authors: author profiles, an author's page of posts, shared draft previews.
export { fetchAuthorProfiles, fetchOwnProfile, saveOwnProfile } from './author-profiles';
export {
  fetchAuthorPostsPage,
  type AuthorPostsPage,
  type AuthorPostSummary,
  type PublicAuthor,
} from './author-posts-page';
export {
  createPostPreview,
  fetchPostPreviewLinks,
  fetchPreviewedPost,
  PREVIEW_TOKEN_PATTERN,
  revokePostPreview,
  type NewPreviewLink,
  type PreviewedPost,
} from './post-previews';
