/**
 * Every route of the site, in one table (docs/routes.md#route-table).
 * Links are built from here only; no component hand-writes a URL.
 */
export const paths = {
  home: '/',
  features: '/features',
  howItWorks: '/how-it-works',
  useCases: '/use-cases',
  roadmap: '/roadmap',
  technicalRoadmap: '/technical-roadmap',
  signup: '/signup',
  pricing: '/pricing',
  enterpriseSolutions: '/enterprise-solutions',
  documentation: '/documentation',
  blog: '/blog',
  blogPost: '/blog/:slug',
  blogAuthor: '/blog/author/:slug',
  blogPreview: '/blog/preview/:token',
  blogTag: '/blog/tag/:slug',
  auth: '/auth',
  resetPassword: '/reset-password',
  contact: '/contact',
  caseStudies: '/case-studies',
  webinars: '/webinars',
  support: '/support',
  apiDocumentation: '/api-documentation',
  prs: '/prs',
  playground: '/playground',
  // The newsletter's mailed links (shared/src/newsletter/links.ts builds them for the mail worker).
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  newsletterResubscribe: '/newsletter/resubscribe',
  admin: '/admin',
  adminNewPost: '/admin/blog/new',
  adminEditPost: '/admin/blog/edit/:id',
  adminMedia: '/admin/media',
  adminProfile: '/admin/profile',
  adminSubscribers: '/admin/subscribers',
  adminTags: '/admin/tags',
} as const;

export type SignupType = 'trial' | 'demo' | 'subscribe';
export type PlanId = 'starter' | 'professional' | 'enterprise';

export const links = {
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  /** An author's page; later pages carry `?page=N`. */
  blogAuthor: (slug: string, page = 1) =>
    `/blog/author/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`,
  /** A shared draft's preview page (the token is the whole secret). */
  blogPreview: (token: string) => `/blog/preview/${encodeURIComponent(token)}`,
  blogTag: (slug: string) => `/blog/tag/${encodeURIComponent(slug)}`,
  blogTagFeed: (slug: string) => `/blog/tag/${encodeURIComponent(slug)}/rss.xml`,
  adminEditPost: (id: string) => `/admin/blog/edit/${encodeURIComponent(id)}`,
  signup: (params: { type?: SignupType; plan?: PlanId } = {}) => withQuery(paths.signup, params),
  auth: (params: { tab?: 'signin' | 'signup' } = {}) => withQuery(paths.auth, params),
  /** An anchor on the home page, e.g. /#features. */
  homeSection: (id: 'features' | 'how-it-works' | 'use-cases' | 'roadmap') => `/#${id}`,
};

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
}
