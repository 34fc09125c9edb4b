/**
 * /case-studies' choices in its address: the tabs (`?tab=`) and the industries of the filter
 * (`?industry=`, every study's industry once, in the order of the studies). Apart from the content
 * so the route table can read them without it (app/route-query-normalisers.ts).
 */
export const CASE_STUDY_TABS = ['all', 'procurement', 'sales', 'contracts'] as const;
export type CaseStudyTab = (typeof CASE_STUDY_TABS)[number];

/** The industry filter's parameter. */
export const INDUSTRY_PARAM = 'industry';

/** The filter's default: every industry. */
export const ALL_INDUSTRIES = 'All industries';
export const CASE_STUDY_INDUSTRIES = [
  'Retail',
  'Manufacturing',
  'Wholesale',
  'Healthcare',
  'Technology',
  'Logistics',
] as const;
export type CaseStudyIndustry = (typeof CASE_STUDY_INDUSTRIES)[number];
