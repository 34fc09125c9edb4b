/**
 * /technical-roadmap's tabs (`?tab=<phase id>`), in order; apart from the content so the route table
 * can read them without it (app/route-query-normalisers.ts).
 */
export const TECHNICAL_PHASE_IDS = ['phase1', 'phase2', 'phase3', 'phase4', 'phase5', 'phase6'] as const;
export type TechnicalPhaseId = (typeof TECHNICAL_PHASE_IDS)[number];
