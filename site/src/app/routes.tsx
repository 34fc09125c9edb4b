import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';

/** Loads a page module lazily, so a marketing page never downloads blog, auth or admin code. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The route table: one entry per route of spec §2 (+ decisions §6), then the catch-all 404. */
export const pageRoutes: RouteObject[] = [
  { path: paths.home, ...page(() => import('../pages/home/HomePage')) },
  { path: paths.features, ...page(() => import('../pages/features/FeaturesPage')) },
  { path: paths.howItWorks, ...page(() => import('../pages/how-it-works/HowItWorksPage')) },
  { path: paths.useCases, ...page(() => import('../pages/use-cases/UseCasesPage')) },
  { path: paths.roadmap, ...page(() => import('../pages/roadmap/RoadmapPage')) },
  { path: paths.technicalRoadmap, ...page(() => import('../pages/technical-roadmap/TechnicalRoadmapPage')) },
  { path: paths.pricing, ...page(() => import('../pages/pricing/PricingPage')) },
  {
    path: paths.enterpriseSolutions,
    ...page(() => import('../pages/enterprise-solutions/EnterpriseSolutionsPage')),
  },
  { path: paths.documentation, ...page(() => import('../pages/documentation/DocumentationPage')) },
  { path: paths.auth, ...page(() => import('../pages/auth/AuthPage')) },
  { path: paths.resetPassword, ...page(() => import('../pages/reset-password/ResetPasswordPage')) },
  { path: paths.caseStudies, ...page(() => import('../pages/case-studies/CaseStudiesPage')) },
  { path: paths.webinars, ...page(() => import('../pages/webinars/WebinarsPage')) },
  { path: paths.support, ...page(() => import('../pages/support/SupportPage')) },
  { path: paths.apiDocumentation, ...page(() => import('../pages/api-documentation/ApiDocumentationPage')) },
  { path: paths.prs, ...page(() => import('../pages/prs/PrsPage')) },
  {
    // Pathless layout route: the pages that read or write data get React Query (loaded with them).
    lazy: async () => ({ Component: (await import('./query/QueryLayout')).default }),
    children: [
      { path: paths.blog, ...page(() => import('../pages/blog/BlogListPage')) },
      { path: paths.blogPost, ...page(() => import('../pages/blog-post/BlogPostPage')) },
      { path: paths.signup, ...page(() => import('../pages/signup/SignupPage')) },
      { path: paths.contact, ...page(() => import('../pages/contact/ContactPage')) },
      {
        // Pathless layout route: signed-out visitors go to /auth, signed-in non-admins to / (spec §6).
        lazy: async () => ({
          Component: (await import('../features/auth/components/RequireAdmin')).RequireAdmin,
        }),
        children: [
          { path: paths.admin, ...page(() => import('../pages/admin/AdminDashboardPage')) },
          { path: paths.adminNewPost, ...page(() => import('../pages/admin/AdminNewPostPage')) },
          { path: paths.adminEditPost, ...page(() => import('../pages/admin/AdminEditPostPage')) },
        ],
      },
    ],
  },
  { path: '*', ...page(() => import('../pages/not-found/NotFoundPage')) },
];
