import { paths } from '../config/paths';
import { createRouteMatcher, type RouteDefinition } from '@parley/router/route-match';
import { PLAYGROUND_QUERY } from '../pages/playground/query-params';
import { lazyRoute } from './route-modules';

/**
 * A page, loaded lazily so a marketing page never downloads blog, auth or admin code. `query`: the
 * parameters it reads; any other is dropped before it renders (route-match.ts `routeQuery`).
 */
const page = (path: string, file: string, query?: readonly string[]) => lazyRoute(file, { path, query });

/** The tabbed pages' open tab (components/query-tabs). */
const TAB = ['tab'];

/**
 * The route table: one entry per route of docs/routes.md, then the catch-all 404. Routes are tried
 * in this order. The frame around every page (header, footer) is app/RootLayout.tsx.
 */
export const appRoutes: RouteDefinition[] = [
  page(paths.home, '../pages/home/HomePage.tsx'),
  page(paths.features, '../pages/product-features/FeaturesPage.tsx'),
  page(paths.howItWorks, '../pages/how-it-works/HowItWorksPage.tsx'),
  page(paths.useCases, '../pages/use-cases/UseCasesPage.tsx'),
  page(paths.roadmap, '../pages/roadmap/RoadmapPage.tsx'),
  page(paths.technicalRoadmap, '../pages/technical-roadmap/TechnicalRoadmapPage.tsx', TAB),
  page(paths.pricing, '../pages/pricing/PricingPage.tsx'),
  page(paths.enterpriseSolutions, '../pages/enterprise-solutions/EnterpriseSolutionsPage.tsx'),
  page(paths.documentation, '../pages/documentation/DocumentationPage.tsx', ['tab', 'topic']),
  page(paths.auth, '../pages/auth/AuthPage.tsx', TAB),
  page(paths.resetPassword, '../pages/reset-password/ResetPasswordPage.tsx'),
  page(paths.caseStudies, '../pages/case-studies/CaseStudiesPage.tsx', ['tab', 'industry']),
  page(paths.webinars, '../pages/webinars/WebinarsPage.tsx', TAB),
  page(paths.support, '../pages/support/SupportPage.tsx', TAB),
  page(paths.apiDocumentation, '../pages/api-documentation/ApiDocumentationPage.tsx'),
  page(paths.prs, '../pages/prs/PrsPage.tsx', TAB),
  page(paths.playground, '../pages/playground/PlaygroundPage.tsx', PLAYGROUND_QUERY),
  // The lead pages store through a plain call (features/leads/api): no React Query.
  page(paths.signup, '../pages/signup/SignupPage.tsx', ['type', 'plan']),
  page(paths.contact, '../pages/contact/ContactPage.tsx'),
  // The newsletter's mailed links: one page, three addresses, each a button that posts (mail
  // scanners follow links; only a person presses a button).
  page(paths.newsletterConfirm, '../pages/newsletter/NewsletterTokenPage.tsx', ['token']),
  page(paths.newsletterUnsubscribe, '../pages/newsletter/NewsletterTokenPage.tsx', ['token']),
  page(paths.newsletterResubscribe, '../pages/newsletter/NewsletterTokenPage.tsx', ['token']),
  // A layout without a path: the pages that read or write data get React Query (loaded with them).
  lazyRoute('./query/QueryLayout.tsx', {
    children: [
      page(paths.blog, '../pages/blog/BlogListPage.tsx', ['q', 'category', 'page']),
      page(paths.blogPost, '../pages/blog-post/BlogPostPage.tsx'),
      page(paths.blogAuthor, '../pages/blog-author/BlogAuthorPage.tsx', ['page']),
      page(paths.blogPreview, '../pages/blog-preview/BlogPreviewPage.tsx'),
      page(paths.blogTag, '../pages/blog-tag/BlogTagPage.tsx', ['page']),
      // A layout without a path: signed-out visitors go to /auth, signed-in non-admins to /.
      lazyRoute('../features/auth/components/RequireAdmin.tsx', {
        children: [
          page(paths.admin, '../pages/admin/AdminDashboardPage.tsx', ['status', 'q', 'sort', 'dir', 'page']),
          page(paths.adminNewPost, '../pages/admin/AdminNewPostPage.tsx'),
          page(paths.adminMedia, '../pages/admin/AdminMediaPage.tsx'),
          page(paths.adminProfile, '../pages/admin/AdminProfilePage.tsx'),
          page(paths.adminSubscribers, '../pages/admin/AdminSubscribersPage.tsx'),
          page(paths.adminTags, '../pages/admin/AdminTagsPage.tsx'),
          page(paths.adminEditPost, '../pages/admin/AdminEditPostPage.tsx'),
        ],
      }),
    ],
  }),
  page('*', '../pages/not-found/NotFoundPage.tsx'),
];

/** The route a path shows (the catch-all when no other matches). */
export const matchRoute = createRouteMatcher(appRoutes);
