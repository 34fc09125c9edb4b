/** The tag screens' texts, word for word (docs/messages.md#tags). */
export const TAG_MESSAGES = {
  tooMany: 'A post has at most 10 tags.',
  tooLong: 'A tag is at most 40 characters.',
  noLetter: 'A tag needs a letter or a digit.',
  noAddress: 'A tag needs a letter or a digit its address can be made from.',
  mixedScripts:
    'A word of a tag cannot join Latin, Greek or Cyrillic letters to letters of another alphabet: it could look like another tag.',
  invisible: 'A tag cannot hold invisible or control characters (such as a zero-width space).',
  saveFailed: 'The post was saved, but its tags could not be. Please save again.',
  addressTaken:
    'The post was saved, but not its tags: a tag name has the same address as another tag (names in some alphabets can meet by chance). Please name that tag differently.',
  loadFailed: 'Error loading tags. Please try again.',
  none: 'No tags yet. Add them to posts in the editor.',
  renamed: 'Tag renamed',
  renameFailed: 'Failed to rename the tag (is the new name another tag’s?)',
  merged: (count: number) => `Tags merged: ${count === 1 ? '1 post' : `${count} posts`} moved`,
  mergeFailed: 'Failed to merge the tags',
  deleted: 'Tag deleted',
  deleteFailed: 'Failed to delete the tag',
  confirmDelete: (name: string, posts: number, published: number) =>
    `Delete the tag “${name}”? ${posts === 1 ? 'It is on 1 post' : `It is on ${posts} posts`} (${published} published). The posts stay; they lose this tag, and its page answers “not found”.`,
} as const;
