import {
  blogAuthorPath,
  blogPostPath,
  blogPreviewPath,
  blogTagFeedPath,
  blogTagPath,
} from '@parley/shared/site-paths';
import { ROUTE_ENTRIES, type RouteName } from './routes';

/**
 * Every route's path by name, derived from the route manifest (config/routes.ts, docs/routes.md).
 * Links are built from here only; no component hand-writes a URL.
 */
export const paths = Object.fromEntries(
  ROUTE_ENTRIES.filter(([name]) => name !== 'notFound').map(([name, route]) => [name, route.path]),
) as Readonly<Record<Exclude<RouteName, 'notFound'>, string>>;

/** /reset-password's `step` once the visitor follows the recovery link. */
export const NEW_PASSWORD_STEP = 'new-password';

export type SignupType = 'trial' | 'demo' | 'subscribe';
export type PlanId = 'starter' | 'professional' | 'enterprise';

export const links = {
  // The blog's addresses are written once, in @parley/shared (site-paths/blog-paths.ts).
  blogPost: blogPostPath,
  /** An author's page; later pages carry `?page=N`. */
  blogAuthor: blogAuthorPath,
  /** A shared draft's preview page (the token is the whole secret). */
  blogPreview: blogPreviewPath,
  blogTag: blogTagPath,
  blogTagFeed: blogTagFeedPath,
  adminEditPost: (id: string) => `/admin/blog/edit/${encodeURIComponent(id)}`,
  signup: (params: { type?: SignupType; plan?: PlanId } = {}) => withQuery(paths.signup, params),
  auth: (params: { tab?: 'signin' | 'signup' } = {}) => withQuery(paths.auth, params),
  /** Where the recovery mail's link lands: /reset-password at its new-password step. */
  newPassword: () => withQuery(paths.resetPassword, { step: NEW_PASSWORD_STEP }),
  /** An anchor on the home page, e.g. /#features. */
  homeSection: (id: 'features' | 'how-it-works' | 'use-cases' | 'roadmap') => `/#${id}`,
};

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
}
