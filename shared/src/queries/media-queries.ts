import { listPostImages } from '../images/post-images';
import { clientQuery, type ClientSource } from './client-query';
import { queryKeys } from './query-keys';

/** The storage queries; under `['media']`, apart from the posts (see queryKeys.media). */
export const mediaQueries = {
  /** Every image of the post-images bucket, newest first: the media library. */
  postImages: (source: ClientSource) => clientQuery(queryKeys.media.postImages, source, listPostImages),
};
