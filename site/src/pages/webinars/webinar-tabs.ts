/** /webinars' tabs (`?tab=`), the first open by default; apart from the page so the route table can read them (app/route-query-normalisers.ts). */
export const WEBINAR_TABS = ['upcoming', 'recorded'] as const;
