import { fetchPostImageUses } from '../images/post-image-uses';
import { listPostImages } from '../images/post-images';
import { clientQuery, type ClientSource } from './client-query';
import { queryKeys } from './query-keys';

/** The storage queries; under `['media']`, apart from the posts (see queryKeys.media). */
export const mediaQueries = {
  /** Every image of the post-images bucket, newest first: the media library. */
  postImages: (source: ClientSource) => clientQuery(queryKeys.media.postImages, source, listPostImages),
  /** Which posts use each of these pictures (by path; keyed under the posts, see queryKeys). */
  imageUses: (source: ClientSource, paths: readonly string[]) =>
    clientQuery(queryKeys.posts.imageUses(paths), source, (client) => fetchPostImageUses(client, paths)),
};
