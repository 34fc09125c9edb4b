/** /auth's tabs (`?tab=`), sign-in open by default; apart from the form so the route table can read them (app/route-query-normalisers.ts). */
export const AUTH_TABS = ['signin', 'signup'] as const;
