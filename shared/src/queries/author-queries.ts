import { fetchAuthorProfiles, fetchOwnProfile } from '../authors/author-profiles';
import { fetchAuthorPostsPage } from '../authors/author-posts-page';
import { fetchPostPreviewLinks, fetchPreviewedPost } from '../authors/post-previews';
import { clientQuery, type ClientSource } from './client-query';
import { queryKeys } from './query-keys';

/** The queries of issue #34's authors and previews; every key is under `['posts']`. */
export const authorQueries = {
  /** /blog/author/{slug}, one page; NotFoundError for an author no visitor may see. */
  page: (source: ClientSource, slug: string, page: number) =>
    clientQuery(queryKeys.posts.authorPage(slug, page), source, (client) =>
      fetchAuthorPostsPage(client, slug, page),
    ),
  /** Every profile an admin may choose as a post's author. */
  profiles: (source: ClientSource) => clientQuery(queryKeys.posts.authors, source, fetchAuthorProfiles),
  /** The signed-in admin's own profile (null until saved once). */
  ownProfile: (source: ClientSource, userId: string) =>
    clientQuery(queryKeys.posts.ownProfile(userId), source, (client) => fetchOwnProfile(client, userId)),
  /** A shared draft's page, by token; NotFoundError for any token that shows nothing. */
  preview: (source: ClientSource, token: string) =>
    clientQuery(queryKeys.posts.preview(token), source, (client) => fetchPreviewedPost(client, token)),
  /** A post's live preview links (the editor). */
  previewLinks: (source: ClientSource, postId: string) =>
    clientQuery(queryKeys.posts.previewLinks(postId), source, (client) =>
      fetchPostPreviewLinks(client, postId),
    ),
};
