import { links, paths } from './paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The header's links (docs/routes.md#header). */
export const headerLinks: NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Features', to: paths.features },
  { label: 'How It Works', to: paths.howItWorks },
  { label: 'Use Cases', to: paths.useCases },
  { label: 'Pricing', to: paths.pricing },
  { label: 'PRS', to: paths.prs },
  { label: 'Documentation', to: paths.documentation },
  { label: 'Blog', to: paths.blog },
];

/** The mobile menu's extra group. */
export const resourceLinks: NavLinkItem[] = [
  { label: 'Negotiation Playground', to: paths.playground },
  { label: 'Case Studies', to: paths.caseStudies },
  { label: 'Webinars', to: paths.webinars },
  { label: 'Support', to: paths.support },
  { label: 'API Documentation', to: paths.apiDocumentation },
  { label: 'Enterprise Solutions', to: paths.enterpriseSolutions },
  { label: 'Roadmap', to: paths.roadmap },
];

/** The footer's link columns (docs/routes.md#footer). */
export const footerColumns: { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: paths.features },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Roadmap', to: paths.roadmap },
      { label: 'API', to: paths.apiDocumentation },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Enterprise', to: paths.enterpriseSolutions },
      { label: 'Documentation', to: paths.documentation },
      { label: 'Blog', to: paths.blog },
      { label: 'Requirements (PRS)', to: paths.prs },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Negotiation Playground', to: paths.playground },
      { label: 'Case Studies', to: paths.caseStudies },
      { label: 'Webinars', to: paths.webinars },
      { label: 'Support', to: paths.support },
    ],
  },
];

export const signedOutActions = {
  signIn: { label: 'Sign In', to: paths.auth },
  getStarted: { label: 'Get Started', to: links.auth({ tab: 'signup' }) },
};
