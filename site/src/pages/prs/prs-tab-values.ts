/**
 * /prs's tabs (`?tab=`), in order, the first open by default; apart from the content so the route
 * table can read them without it (app/route-query-normalisers.ts).
 */
export const PRS_TAB_VALUES = [
  'agent-platform',
  'reputation',
  'identity',
  'marketplace',
  'smart-contracts',
  'legal',
] as const;
export type PrsTabValue = (typeof PRS_TAB_VALUES)[number];
