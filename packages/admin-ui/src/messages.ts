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
  saveUnanswered:
    'Failed to save blog post: the server did not answer. Your changes are still here; check the connection and save again.',
  postDeletedMeanwhile:
    'This post was deleted while you were editing it. Your changes are still here: save again to keep them as a new post.',
  updated: 'Blog post updated successfully',
  created: 'Blog post created successfully',
  slugTaken: 'This slug is already used by another post',
  slugNotFromTitle:
    'The title has no letters or digits a slug can use: type one with lowercase letters a-z, numbers and hyphens',
  unsavedChanges: 'You have unsaved changes. Leave without saving?',
  draftNotKept: 'Your unsaved changes could not be kept on this computer. Save the post to keep them.',
  /** The web admin kept the text of a draft but not its pictures waiting to upload (the quota). */
  draftImagesNotKept: (images: number) =>
    images === 1
      ? 'Your text is kept in this browser, but not the picture waiting to upload: it is too large for its storage. Keep this page open until it is uploaded.'
      : `Your text is kept in this browser, but not the ${images.toLocaleString('en-US')} pictures waiting to upload: they are too large for its storage. Keep this page open until they are uploaded.`,
  conflictTitle: 'This post has changed',
  conflictText:
    'Someone saved this post after you opened it. Reload it to see their version (your changes here are lost), or overwrite it with yours.',
} as const;

const count = (n: number) => n.toLocaleString('en-US');
const subscribers = (n: number) => `${count(n)} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/** The newsletter's texts in the editor and the subscribers screen (docs/messages.md#newsletter-admin). */
export const NEWSLETTER_MESSAGES = {
  heading: 'Newsletter',
  emailButton: 'Email to subscribers',
  publishAndEmailButton: 'Publish and email',
  sendAgainButton: 'Send again',
  saveFirst: 'Save your changes first: the email sends the saved post.',
  scheduled: 'A scheduled post can be emailed once it is published.',
  modalTitle: 'Email this post to subscribers',
  resendTitle: 'Send this post again',
  htmlTab: 'HTML',
  textTab: 'Plain text',
  previewFrame: 'Email preview',
  recipients: (n: number) =>
    n === 0
      ? 'No confirmed subscribers yet: nobody would receive it.'
      : `${subscribers(n)} confirmed: each receives it.`,
  from: (from: string) => `From: ${from}`,
  noWorker: 'No mail worker has run yet: the mails will wait in the outbox until one starts.',
  sendTest: (email: string) => `Send a test to ${email}`,
  testQueued: (email: string) => `Test mail queued for ${email}.`,
  testFailed: 'The test mail could not be queued. Please try again.',
  continue: 'Continue',
  back: 'Back',
  cancel: 'Cancel',
  confirmSend: (title: string, n: number) =>
    `Send “${title}” to ${subscribers(n)}? A sent mail cannot be called back.`,
  confirmPublishAndSend: (title: string, n: number) =>
    `Publish “${title}” now and send it to ${subscribers(n)}? A sent mail cannot be called back.`,
  confirmResend: (title: string, n: number) =>
    `“${title}” was emailed already. Send it again to all ${subscribers(n)}, including those who received it?`,
  sendButton: (n: number) => `Send to ${subscribers(n)}`,
  alreadySent:
    'This post has already been emailed to subscribers. Sending it again is a separate step: Send again.',
  notPublished: 'Only a published post can be emailed. Publish it first.',
  sendRunning: 'This post is being emailed right now. It can be sent again once that send has finished.',
  sendFailed: 'The newsletter could not be sent. Please try again.',
  queued: (n: number) => `The post is on its way to ${subscribers(n)}.`,
  progress: (sent: number, total: number) => `Sent ${count(sent)} of ${count(total)}`,
  /** A send whose waiting mails were cancelled when its post was deleted or unpublished mid-send. */
  progressCancelled: (sent: number, total: number, cancelled: number, reason: 'deleted' | 'unpublished') =>
    `Sent ${count(sent)} of ${count(total)}, ${count(cancelled)} cancelled: the post was ${reason}`,
  historyCaption: 'Newsletter sends of this post',
  historyColumns: ['When', 'Kind', 'Recipients', 'Sent', 'Failed', 'Suppressed', 'Cancelled'] as const,
  kinds: { post: 'Post', resend: 'Resend', test: 'Test' } as const,
  running: 'Sending',
  loadFailed: 'Failed to load the newsletter figures. Please try again.',
  // The subscribers screen.
  subscribersTitle: 'Subscribers',
  statuses: {
    confirmed: 'Confirmed',
    pending: 'Pending',
    unsubscribed: 'Unsubscribed',
    suppressed: 'Suppressed',
  } as const,
  allStatuses: 'All',
  statusFilter: 'Status',
  search: 'Search addresses',
  subscriberColumns: ['Email', 'Status', 'Subscribed', 'Confirmed', 'Unsubscribed'] as const,
  noSubscribers: 'No subscribers match.',
  loadingSubscribers: 'Loading subscribers...',
  subscribersFailed: 'Failed to load the subscribers. Please try again.',
  exportCsv: 'Export CSV',
  exported: (n: number) => `Exported ${count(n)} ${n === 1 ? 'subscriber' : 'subscribers'}.`,
  exportFailed: 'The export failed: nothing was saved. Please try again.',
  exportProgress: (done: number, total: number) => `Exported ${count(done)} of ${count(total)}`,
} as const;
