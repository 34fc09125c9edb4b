/**
 * The support FAQ's tabs (`?tab=`), in order, the first open by default; apart from the content so
 * the route table can read them without it (app/route-query-normalisers.ts).
 */
export const FAQ_CATEGORIES = ['general', 'billing', 'technical', 'security'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
