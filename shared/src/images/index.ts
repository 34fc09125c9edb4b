// Post images on Supabase Storage: the rules, byte sniffing, content-hashed names and the calls.
export {
  IMAGE_EXTENSIONS,
  IMAGE_NAME_EXTENSIONS,
  IMAGE_TYPES,
  isImageType,
  MAX_IMAGE_BYTES,
  POST_IMAGES_BUCKET,
  type ImageType,
} from './image-rules';
export { IMAGE_MESSAGES, imageFileProblem } from './image-file-problem';
export { imageDimensions, type ImageDimensions } from './image-dimensions';
export { ImagePathError, postImagePath, sha256Hex } from './post-image-path';
export {
  ImageStorageError,
  listPostImages,
  removePostImage,
  uploadPostImage,
  type StoredImage,
} from './post-images';
export { publicImageUrl } from './public-image-url';
export { fetchPostImageUses, IMAGE_USE_PATHS_PER_CALL, type ImageUse } from './post-image-uses';
