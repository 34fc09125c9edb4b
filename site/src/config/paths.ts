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
  admin: '/admin',
  adminNewPost: '/admin/blog/new',
  adminEditPost: '/admin/blog/edit/:id',
  adminMedia: '/admin/media',
  adminTags: '/admin/tags',
} as const;

export type SignupType = 'trial' | 'demo' | 'subscribe';
export type PlanId = 'starter' | 'professional' | 'enterprise';

export const links = {
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
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
