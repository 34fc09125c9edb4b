/** The texts of the image features (upload, cover, media library). */
export const IMAGE_UI_MESSAGES = {
  insertImage: 'Insert image',
  insertHint: 'or paste or drop a PNG, JPEG, WebP, GIF or AVIF image (10 MB at most) into the content.',
  uploadCover: 'Upload cover',
  uploading: (fileName: string) => `Uploading ${fileName}…`,
  uploaded: (fileName: string) => `${fileName} uploaded`,
  altLabel: 'Alt text',
  altDescription: 'Describes the picture for people who cannot see it.',
  dialogTitle: 'Insert an image',
  insert: 'Insert',
  cancel: 'Cancel',
  keptOffline:
    'The backend cannot be reached: insert the picture now, it is kept with this draft and uploaded when the backend answers.',
  waitingImages: (count: number) =>
    `${count === 1 ? 'A picture is' : `${count} pictures are`} still waiting for the backend: the post can be saved once ${count === 1 ? 'it is' : 'they are'} uploaded.`,
  tooLarge: 'The image is larger than the 10 MB limit.',
  typeRefused:
    'This file type is not accepted: upload a PNG, JPEG, WebP, GIF or AVIF image (SVG is refused).',
  notAllowed: 'Only admins can upload or delete images. Sign in again as an admin.',
  unreachable:
    'The image could not be uploaded: the server did not answer. Check the connection and try again.',
  failed: (reason: string) => `The image could not be uploaded: ${reason}`,
  coverPreviewAlt: 'Cover preview',
  coverPreviewFailed: 'The cover image could not be loaded from this URL.',
  mediaTitle: 'Media library',
  mediaLoading: 'Loading images...',
  mediaError: 'The images could not be loaded. Please try again.',
  mediaEmpty: 'No images yet. Paste or drop one into a post, or upload a cover.',
  copyUrl: 'Copy URL',
  copied: 'Image URL copied',
  copyFailed: 'The URL could not be copied; select it and copy it by hand.',
  delete: 'Delete',
  deleteTitle: 'Delete this image?',
  deleteText: 'The file is removed from storage for good.',
  deleteInUse: (titles: string) =>
    `Still used by ${titles}: the picture will be missing from those posts once deleted.`,
  deleted: 'Image deleted',
  deleteFailed: 'The image could not be deleted.',
  notUsed: 'Not used by any post',
  usedBy: 'Used by',
} as const;
