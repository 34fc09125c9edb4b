/** Every user-facing text of the admin screens, shown word for word (docs/messages.md#admin-screens). */
export const ADMIN_MESSAGES = {
  loadingPosts: 'Loading blog posts...',
  postsError: 'Error loading blog posts. Please try again.',
  noPosts: 'No blog posts yet. Create your first post!',
  noMatchingPosts: 'No posts match this filter.',
  confirmDelete: 'Are you sure you want to delete this post?',
  deleted: 'Blog post deleted successfully',
  deleteFailed: 'Failed to delete blog post',
  loadingPost: 'Loading blog post...',
  postNotFound: 'Blog post not found',
  loadFailed: 'Failed to load blog post',
  saveFailed: 'Failed to save blog post',
  updated: 'Blog post updated successfully',
  created: 'Blog post created successfully',
  slugTaken: 'This slug is already used by another post',
  unsavedChanges: 'You have unsaved changes. Leave without saving?',
  draftNotKept: 'Your unsaved changes could not be kept on this computer. Save the post to keep them.',
  conflictTitle: 'This post has changed',
  conflictText:
    'Someone saved this post after you opened it. Reload it to see their version (your changes here are lost), or overwrite it with yours.',
} as const;
