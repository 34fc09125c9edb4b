import {
  BLOG_ROUTE_PATTERNS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_RESUBSCRIBE_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@parley/shared/site-paths';
import { PLAYGROUND_QUERY } from './playground-query';

/**
 * The site's route manifest: every fact about a route, once (docs/routes.md, docs/architecture.md).
 * Derived from it: `paths` (config/paths.ts), the router's table (app/routes.tsx), the prerendered
 * and sitemap lists (config/public-routes.ts), the header, mobile and footer links
 * (config/navigation.ts) and the crawler's start list (tests/site-shell.spec.ts).
 * config/route-manifest-check.ts checks it and every derived list; the build runs that check.
 */

/** Where a route sits in the router's tree: under the root layout, inside the React Query layout, or inside the admin guard (itself inside the query layout). */
export type RouteLayout = 'root' | 'query' | 'admin';

/** A link in one navigation list: its text and its place in the list (ascending). */
export interface NavSlot {
  label: string;
  order: number;
}

export type FooterColumn = 'Product' | 'Company' | 'Resources';

export interface RouteFacts {
  /** The router's pattern (`:name` one segment; `*` the catch-all 404, last). */
  path: string;
  /**
   * The page's module, as app/route-modules.ts's `import.meta.glob` keys it (relative to
   * site/src/app), so Vite still sees every lazy import statically.
   */
  page: string;
  layout: RouteLayout;
  /** The query parameters the page reads; any other is dropped before it renders. */
  query: readonly string[];
  /** Rendered at build time to a file (the page reads no data and nothing of the visitor). */
  prerender: boolean;
  /** Listed in /sitemap.xml as a static page (the blog's posts, tags and authors come from the data). */
  sitemap: boolean;
  /**
   * The page's title and description defaults (components/PageMeta reads them by route name); every
   * prerendered page has both. Pages whose head depends on data or the visitor compute their own.
   */
  title?: string;
  description?: string;
  nav?: {
    /** The header's links (also the mobile menu's first group). */
    header?: NavSlot;
    /** The mobile menu's Resources group. */
    resources?: NavSlot;
    footer?: NavSlot & { column: FooterColumn };
  };
}

/** The tabbed pages' open tab (components/query-tabs). */
const TAB = ['tab'] as const;
const NONE = [] as const;

type GivenFacts = Partial<Omit<RouteFacts, 'path' | 'page'>>;

/**
 * A public page's facts with the common defaults: at the root, no query, neither prerendered nor
 * listed. Typed with the facts given, so a fact a route states is no longer optional where it is
 * read (SIGNUP_VARIANTS takes /signup's title from here).
 */
const route = <Facts extends GivenFacts = object>(
  path: string,
  page: string,
  facts: Facts = {} as Facts,
): RouteFacts & Facts => ({
  path,
  page,
  layout: 'root',
  query: NONE,
  prerender: false,
  sitemap: false,
  ...facts,
});

/** A static marketing page: prerendered and in the sitemap. */
const staticPage = <Facts extends GivenFacts = object>(
  path: string,
  page: string,
  facts: Facts = {} as Facts,
) => route(path, page, { prerender: true, sitemap: true, ...facts });

/**
 * One entry per route of docs/routes.md, in the order the router tries them within each layout;
 * the catch-all `notFound` is last.
 */
export const ROUTE_MANIFEST = {
  home: staticPage('/', '../pages/home/HomePage.tsx', {
    title: 'Parley',
    description:
      "Parley's AI agents negotiate B2B procurement and sales deals for buyers and sellers, within the limits you set.",
    nav: { header: { label: 'Home', order: 1 } },
  }),
  features: staticPage('/features', '../pages/product-features/FeaturesPage.tsx', {
    title: 'Features',
    description:
      "Negotiation over FIPA-ACL with one seller or up to five suppliers at once, agents that learn the other side's priorities, and hard limits no strategy can override.",
    nav: {
      header: { label: 'Features', order: 2 },
      footer: { column: 'Product', label: 'Features', order: 1 },
    },
  }),
  howItWorks: staticPage('/how-it-works', '../pages/how-it-works/HowItWorksPage.tsx', {
    title: 'How It Works',
    description:
      'Configure parameters, deploy agents, let them negotiate, learn from the results: how Parley automates B2B negotiations, and how your systems reach it through its public API.',
    nav: { header: { label: 'How It Works', order: 3 } },
  }),
  useCases: staticPage('/use-cases', '../pages/use-cases/UseCasesPage.tsx', {
    title: 'Use Cases',
    description:
      "Dynamic discounting, inventory clearance, demand-based bundling, supply chain optimization and contract renewals: where Parley's negotiation agents pay off, by industry.",
    nav: { header: { label: 'Use Cases', order: 4 } },
  }),
  roadmap: staticPage('/roadmap', '../pages/roadmap/RoadmapPage.tsx', {
    title: 'Roadmap',
    description:
      "Parley's product roadmap from Q2 2025 to Q2 2026: protocols and strategies, learning agents, multilateral negotiation, an agent ecosystem and autonomous deal execution.",
    nav: {
      resources: { label: 'Roadmap', order: 7 },
      footer: { column: 'Product', label: 'Roadmap', order: 3 },
    },
  }),
  technicalRoadmap: staticPage('/technical-roadmap', '../pages/technical-roadmap/TechnicalRoadmapPage.tsx', {
    title: 'Technical Roadmap',
    description:
      'How the Parley negotiation engine is built, phase by phase: from the FIPA-ACL core to RL training, cloud deployment and the agent marketplace.',
    query: TAB,
  }),
  pricing: staticPage('/pricing', '../pages/pricing/PricingPage.tsx', {
    title: 'Pricing',
    description:
      'Parley plans: Starter $99/month, Professional $299/month, Enterprise custom. Priced by negotiations per month, no setup fees.',
    nav: {
      header: { label: 'Pricing', order: 5 },
      footer: { column: 'Product', label: 'Pricing', order: 2 },
    },
  }),
  enterpriseSolutions: staticPage(
    '/enterprise-solutions',
    '../pages/enterprise-solutions/EnterpriseSolutionsPage.tsx',
    {
      title: 'Enterprise Solutions',
      description:
        'Parley for large organisations: one buyer against up to five suppliers at once, a public engine API, configurable agents and a dedicated success team.',
      nav: {
        resources: { label: 'Enterprise Solutions', order: 6 },
        footer: { column: 'Company', label: 'Enterprise', order: 1 },
      },
    },
  ),
  documentation: staticPage('/documentation', '../pages/documentation/DocumentationPage.tsx', {
    title: 'Documentation',
    description:
      'Parley documentation: core concepts, step-by-step guides, the negotiations API and answers to common questions.',
    query: ['tab', 'topic'],
    nav: {
      header: { label: 'Documentation', order: 7 },
      footer: { column: 'Company', label: 'Documentation', order: 2 },
    },
  }),
  // Prerendered but not worth a search result.
  auth: route('/auth', '../pages/auth/AuthPage.tsx', {
    title: 'Sign In',
    description: 'Sign in to Parley or create an account.',
    query: TAB,
    prerender: true,
  }),
  resetPassword: route('/reset-password', '../pages/reset-password/ResetPasswordPage.tsx', {
    title: 'Reset password',
    description: 'Reset the password of your Parley account.',
    // `step=new-password`: the recovery mail's link lands here (its key is in the fragment, which
    // the server never sees), so the server renders the new-password form from the first paint.
    query: ['step'],
    prerender: true,
  }),
  caseStudies: staticPage('/case-studies', '../pages/case-studies/CaseStudiesPage.tsx', {
    title: 'Case Studies',
    description:
      "Illustrative case studies: how retailers, manufacturers, wholesalers, healthcare, technology and logistics companies could use Parley's negotiation agents.",
    query: ['tab', 'industry'],
    nav: {
      resources: { label: 'Case Studies', order: 2 },
      footer: { column: 'Resources', label: 'Case Studies', order: 2 },
    },
  }),
  webinars: staticPage('/webinars', '../pages/webinars/WebinarsPage.tsx', {
    title: 'Webinars',
    description:
      'Live and recorded Parley webinars on autonomous procurement, negotiation limits, calling the engine from your systems and learning agents.',
    query: TAB,
    nav: {
      resources: { label: 'Webinars', order: 3 },
      footer: { column: 'Resources', label: 'Webinars', order: 3 },
    },
  }),
  support: staticPage('/support', '../pages/support/SupportPage.tsx', {
    title: 'Help Center',
    description:
      'Answers, guides and contact options for Parley: documentation, video tutorials, FAQ and a support form with a 24-hour reply.',
    query: TAB,
    nav: {
      resources: { label: 'Support', order: 4 },
      footer: { column: 'Resources', label: 'Support', order: 4 },
    },
  }),
  apiDocumentation: staticPage('/api-documentation', '../pages/api-documentation/ApiDocumentationPage.tsx', {
    title: 'API Documentation',
    description:
      "Run Parley's negotiation engine over HTTP: POST a scenario to /api/v1/negotiations (or a buyer with several suppliers to /api/v1/negotiations/multi-supplier) and get the FIPA-ACL transcript, the outcome and its metrics. Public, no key needed.",
    nav: {
      resources: { label: 'API Documentation', order: 5 },
      footer: { column: 'Product', label: 'API', order: 4 },
    },
  }),
  prs: staticPage('/prs', '../pages/prs/PrsPage.tsx', {
    title: 'Product Requirements Specification',
    description:
      "Requirements for Parley's planned agent-based e-commerce ecosystem, not built yet: agent platform, reputation, digital identity, marketplace, smart contracts, legal and privacy.",
    query: TAB,
    nav: {
      header: { label: 'PRS', order: 6 },
      footer: { column: 'Company', label: 'Requirements (PRS)', order: 4 },
    },
  }),
  playground: staticPage('/playground', '../pages/playground/PlaygroundPage.tsx', {
    title: 'Negotiation Playground',
    description:
      "Set a deal and watch Parley's buyer and seller agents negotiate it, message by message, in FIPA-ACL.",
    query: PLAYGROUND_QUERY,
    nav: {
      resources: { label: 'Negotiation Playground', order: 1 },
      footer: { column: 'Resources', label: 'Negotiation Playground', order: 1 },
    },
  }),
  // The lead pages store through a plain call (features/leads/api): no React Query.
  // The title is the default (trial) variant's, as prerendered; the page names the ?type= variant's.
  signup: staticPage('/signup', '../pages/signup/SignupPage.tsx', {
    title: 'Start Free Trial',
    description: 'Start a free trial of Parley, schedule a demo or subscribe to updates.',
    query: ['type', 'plan'],
  }),
  contact: staticPage('/contact', '../pages/contact/ContactPage.tsx', {
    title: 'Contact Us',
    description: 'Contact the Parley team: demos, questions and support.',
  }),
  // The newsletter's mailed links: one page, three addresses, each a button that posts (mail
  // scanners follow links; only a person presses a button). Rendered on request, never listed.
  newsletterConfirm: route(NEWSLETTER_CONFIRM_PATH, '../pages/newsletter/NewsletterTokenPage.tsx', {
    query: ['token'],
  }),
  newsletterUnsubscribe: route(NEWSLETTER_UNSUBSCRIBE_PATH, '../pages/newsletter/NewsletterTokenPage.tsx', {
    query: ['token'],
  }),
  newsletterResubscribe: route(NEWSLETTER_RESUBSCRIBE_PATH, '../pages/newsletter/NewsletterTokenPage.tsx', {
    query: ['token'],
  }),
  // The pages that read or write data get React Query (the query layout, loaded with them).
  blog: route(BLOG_ROUTE_PATTERNS.list, '../pages/blog/BlogListPage.tsx', {
    layout: 'query',
    query: ['q', 'category', 'page'],
    nav: {
      header: { label: 'Blog', order: 8 },
      footer: { column: 'Company', label: 'Blog', order: 3 },
    },
  }),
  blogPost: route(BLOG_ROUTE_PATTERNS.post, '../pages/blog-post/BlogPostPage.tsx', { layout: 'query' }),
  blogAuthor: route(BLOG_ROUTE_PATTERNS.author, '../pages/blog-author/BlogAuthorPage.tsx', {
    layout: 'query',
    query: ['page'],
  }),
  blogPreview: route(BLOG_ROUTE_PATTERNS.preview, '../pages/blog-preview/BlogPreviewPage.tsx', {
    layout: 'query',
  }),
  blogTag: route(BLOG_ROUTE_PATTERNS.tag, '../pages/blog-tag/BlogTagPage.tsx', {
    layout: 'query',
    query: ['page'],
  }),
  // Signed-out visitors go to /auth, signed-in non-admins to / (RequireAdmin).
  admin: route('/admin', '../pages/admin/AdminDashboardPage.tsx', {
    layout: 'admin',
    query: ['status', 'q', 'sort', 'dir', 'page'],
  }),
  adminNewPost: route('/admin/blog/new', '../pages/admin/AdminNewPostPage.tsx', { layout: 'admin' }),
  adminMedia: route('/admin/media', '../pages/admin/AdminMediaPage.tsx', { layout: 'admin' }),
  adminProfile: route('/admin/profile', '../pages/admin/AdminProfilePage.tsx', { layout: 'admin' }),
  adminSubscribers: route('/admin/subscribers', '../pages/admin/AdminSubscribersPage.tsx', {
    layout: 'admin',
  }),
  adminTags: route('/admin/tags', '../pages/admin/AdminTagsPage.tsx', { layout: 'admin' }),
  adminEditPost: route('/admin/blog/edit/:id', '../pages/admin/AdminEditPostPage.tsx', { layout: 'admin' }),
  notFound: route('*', '../pages/not-found/NotFoundPage.tsx'),
} satisfies Record<string, RouteFacts>;

export type RouteName = keyof typeof ROUTE_MANIFEST;

/** The manifest's entries, in its order. */
export const ROUTE_ENTRIES = Object.entries(ROUTE_MANIFEST) as [RouteName, RouteFacts][];
