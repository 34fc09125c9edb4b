import { paths } from '../../../config/paths';

/**
 * The routes whose query is the page itself rather than work: /signup's `type` and `plan` choose
 * its variant (demo, trial or subscribe; the plan) and cost no more to render than the plain page.
 * Every form posted without JavaScript on such a page keeps the query, in its action and in the
 * answer, so the visitor comes back to the variant they were on (the footer's newsletter sent from
 * `/signup?type=demo` is answered on the demo page, not the trial). Any other page is answered
 * without its query: a playground run or a blog search is work a post cannot take from the page
 * cache (docs/product-rules.md#leads). Route paths as in the route table (app/routes.tsx).
 */
const ROUTES_ANSWERED_WITH_QUERY: readonly string[] = [paths.signup];

/** Whether a form posted on the page of `route` (its path in the route table) keeps the page's query. */
export const isAnsweredWithQuery = (route: string): boolean => ROUTES_ANSWERED_WITH_QUERY.includes(route);
