import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyRoute } from './route-modules';

/** A page, loaded lazily so a marketing page never downloads blog, auth or admin code. */
const page = (file: string) => lazyRoute(file);

/** The route table: one entry per route of docs/routes.md, then the catch-all 404. */
export const pageRoutes: RouteObject[] = [
  { path: paths.home, ...page('../pages/home/HomePage.tsx') },
  { path: paths.features, ...page('../pages/product-features/FeaturesPage.tsx') },
  { path: paths.howItWorks, ...page('../pages/how-it-works/HowItWorksPage.tsx') },
  { path: paths.useCases, ...page('../pages/use-cases/UseCasesPage.tsx') },
  { path: paths.roadmap, ...page('../pages/roadmap/RoadmapPage.tsx') },
  { path: paths.technicalRoadmap, ...page('../pages/technical-roadmap/TechnicalRoadmapPage.tsx') },
  { path: paths.pricing, ...page('../pages/pricing/PricingPage.tsx') },
  { path: paths.enterpriseSolutions, ...page('../pages/enterprise-solutions/EnterpriseSolutionsPage.tsx') },
  { path: paths.documentation, ...page('../pages/documentation/DocumentationPage.tsx') },
  { path: paths.auth, ...page('../pages/auth/AuthPage.tsx') },
  { path: paths.resetPassword, ...page('../pages/reset-password/ResetPasswordPage.tsx') },
  { path: paths.caseStudies, ...page('../pages/case-studies/CaseStudiesPage.tsx') },
  { path: paths.webinars, ...page('../pages/webinars/WebinarsPage.tsx') },
  { path: paths.support, ...page('../pages/support/SupportPage.tsx') },
  { path: paths.apiDocumentation, ...page('../pages/api-documentation/ApiDocumentationPage.tsx') },
  { path: paths.prs, ...page('../pages/prs/PrsPage.tsx') },
  { path: paths.playground, ...page('../pages/playground/PlaygroundPage.tsx') },
  {
    // Pathless layout route: the pages that read or write data get React Query (loaded with them).
    ...lazyRoute('./query/QueryLayout.tsx'),
    children: [
      { path: paths.blog, ...page('../pages/blog/BlogListPage.tsx') },
      { path: paths.blogPost, ...page('../pages/blog-post/BlogPostPage.tsx') },
      { path: paths.signup, ...page('../pages/signup/SignupPage.tsx') },
      { path: paths.contact, ...page('../pages/contact/ContactPage.tsx') },
      {
        // Pathless layout route: signed-out visitors go to /auth, signed-in non-admins to /.
        ...lazyRoute('../features/auth/components/RequireAdmin.tsx', 'RequireAdmin'),
        children: [
          { path: paths.admin, ...page('../pages/admin/AdminDashboardPage.tsx') },
          { path: paths.adminNewPost, ...page('../pages/admin/AdminNewPostPage.tsx') },
          { path: paths.adminMedia, ...page('../pages/admin/AdminMediaPage.tsx') },
          { path: paths.adminEditPost, ...page('../pages/admin/AdminEditPostPage.tsx') },
        ],
      },
    ],
  },
  { path: '*', ...page('../pages/not-found/NotFoundPage.tsx') },
];
