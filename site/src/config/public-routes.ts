import { paths } from './paths';

/**
 * Public pages whose HTML depends on neither data nor the visitor: prerendered at build time and
 * served as files. The blog is rendered on request instead (it shows the published posts of now).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.features,
  paths.howItWorks,
  paths.useCases,
  paths.roadmap,
  paths.technicalRoadmap,
  paths.pricing,
  paths.enterpriseSolutions,
  paths.documentation,
  paths.apiDocumentation,
  paths.caseStudies,
  paths.webinars,
  paths.support,
  paths.prs,
  paths.playground,
  paths.contact,
  paths.signup,
  paths.auth,
  paths.resetPassword,
];

/** Utility pages that are public but not worth a search result. */
const NOT_LISTED: readonly string[] = [paths.auth, paths.resetPassword];

/** The static pages of the sitemap (the blog and its posts are added from the data). */
export const SITEMAP_STATIC_PATHS: readonly string[] = PRERENDERED_PATHS.filter(
  (path) => !NOT_LISTED.includes(path),
);
