/** The history drawer's texts. */
export const HISTORY_MESSAGES = {
  title: 'History of this post',
  loading: 'Loading the history...',
  loadFailed: 'Failed to load the history. Please try again.',
  showOlder: 'Show older versions',
  loadOlderFailed: 'Failed to load older versions. Please try again.',
  empty: 'No earlier versions yet: every save keeps the version it replaces.',
  confirmRestore:
    'Restore this version? It becomes the current text of the post (the publication state stays as it is). The current text is kept in the history; unsaved changes in the editor are lost.',
  restored: 'Version restored. The text it replaced is in the history.',
  restoreFailed: 'Failed to restore this version',
} as const;
