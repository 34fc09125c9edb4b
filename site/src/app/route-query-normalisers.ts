import type { QueryNormaliser } from '@parley/router/route-match';
import { POST_STATUSES, readListParams, SORT_COLUMNS } from '@parley/admin-ui/read-list-params';
import { isNewsletterToken } from '@parley/shared/newsletter';
import { honouredChoice } from '../components/query-tabs/tab-from-query';
import { clipQueryText } from '../components/query-text/clip-query-text';
import { NEW_PASSWORD_STEP } from '../config/paths';
import { PLAYGROUND_QUERY } from '../config/playground-query';
import type { RouteName } from '../config/routes';
import { AUTH_TABS } from '../features/auth/lib/auth-tabs';
import { ALL_CATEGORIES } from '../features/blog/lib/filter-posts';
import {
  CATEGORY_PARAM,
  filtersFromQuery,
  pageFromQuery,
  PAGE_PARAM,
  SEARCH_PARAM,
} from '../features/blog/lib/post-filters-query';
import { toPlan, toSignupType } from '../features/leads/lib/signup-query';
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_TABS } from '../pages/case-studies/case-study-choices';
import { DOCUMENTATION_TABS } from '../pages/documentation/documentation-tabs';
import { MAX_TOPIC_FILTER_LENGTH } from '../pages/documentation/filter-topics';
import { PRS_TAB_VALUES } from '../pages/prs/prs-tab-values';
import { FAQ_CATEGORIES } from '../pages/support/faq-categories';
import { TECHNICAL_PHASE_IDS } from '../pages/technical-roadmap/phase-ids';
import { WEBINAR_TABS } from '../pages/webinars/webinar-tabs';

/*
 * How each page reads each parameter its route declares (config/routes.ts `query`), built from the
 * page's own parser: a value the page ignores (it shows what it shows without it) is left out of the
 * address the page sees and of its cache key, a number is written as the page reads it, and a value
 * it honours is kept as written. So a junk value (`?tab=junk`, `?type=SUBSCRIBE`, `?page=abc`) is the
 * page without it, one render and one cache entry however many junk values are asked, never a page
 * of its own (docs/product-rules.md#data-access-and-caching). route-query-normalisers.test.ts checks
 * that every declared parameter has one, and that each agrees with the page's parser.
 */

/** A value the page honours only when it is one of `choices`, exactly (letter case counts). */
const oneOf =
  (choices: readonly string[]): QueryNormaliser =>
  (value) =>
    honouredChoice(value, choices);

/**
 * Free text the page shows as given (the blog's search box, the playground's settings, where an
 * invalid value is shown back with its message): each distinct value is a page of its own, bounded
 * by the longest key (cache-key.ts, 414 past it) and by the render limit.
 */
const asGiven: QueryNormaliser = (value) => value;

/** A query holding only `name=value`, for the page's own parser to read. */
const alone = (name: string, value: string) => new URLSearchParams([[name, value]]);

/** A 1-based page number as the page reads it; page 1 is no parameter at all (queryWithPage). */
const pageNumber = (page: number) => (page > 1 ? String(page) : undefined);

const TAB = (choices: readonly string[]) => ({ tab: oneOf(choices) });

const BLOG_PAGE = { [PAGE_PARAM]: (value: string) => pageNumber(pageFromQuery(alone(PAGE_PARAM, value))) };

/**
 * The parameters whose every distinct value is a page of its own, by design: free text the page
 * shows back (the blog's search and category, the documentation's topic filter, the admin's search,
 * the playground's settings, an invalid one shown with its message). Each is bounded by its cut (or
 * the longest key) and by the render limit; every other parameter has a bounded set of pages.
 */
export const FREE_TEXT_PARAMS: Partial<Record<RouteName, readonly string[]>> = {
  documentation: ['topic'],
  playground: PLAYGROUND_QUERY,
  blog: [SEARCH_PARAM, CATEGORY_PARAM],
  admin: ['q'],
};

export const ROUTE_QUERY_NORMALISERS: Partial<Record<RouteName, Readonly<Record<string, QueryNormaliser>>>> =
  {
    technicalRoadmap: TAB(TECHNICAL_PHASE_IDS),
    documentation: {
      ...TAB(DOCUMENTATION_TABS),
      topic: (value) => clipQueryText(value, MAX_TOPIC_FILTER_LENGTH),
    },
    auth: TAB(AUTH_TABS),
    resetPassword: { step: oneOf([NEW_PASSWORD_STEP]) },
    caseStudies: { ...TAB(CASE_STUDY_TABS), industry: oneOf(CASE_STUDY_INDUSTRIES) },
    webinars: TAB(WEBINAR_TABS),
    support: TAB(FAQ_CATEGORIES),
    prs: TAB(PRS_TAB_VALUES),
    playground: Object.fromEntries(PLAYGROUND_QUERY.map((name) => [name, asGiven])),
    signup: {
      type: (value) => (toSignupType(value) === value ? value : undefined),
      plan: (value) => toPlan(value) ?? undefined,
    },
    // A token that is no token shows "invalid link", as a missing one does.
    newsletterConfirm: { token: (value) => (isNewsletterToken(value) ? value : undefined) },
    newsletterUnsubscribe: { token: (value) => (isNewsletterToken(value) ? value : undefined) },
    newsletterResubscribe: { token: (value) => (isNewsletterToken(value) ? value : undefined) },
    blog: {
      // The search box shows the search as given (cut as the page cuts it): a page per search.
      [SEARCH_PARAM]: (value) => filtersFromQuery(alone(SEARCH_PARAM, value)).search || undefined,
      [CATEGORY_PARAM]: (value) => {
        const { category } = filtersFromQuery(alone(CATEGORY_PARAM, value));
        return category === ALL_CATEGORIES ? undefined : category;
      },
      ...BLOG_PAGE,
    },
    blogAuthor: BLOG_PAGE,
    blogTag: BLOG_PAGE,
    admin: {
      status: oneOf(POST_STATUSES),
      q: (value) => readListParams(alone('q', value)).search || undefined,
      sort: oneOf(SORT_COLUMNS),
      dir: oneOf(['asc', 'desc']),
      page: (value) => pageNumber(readListParams(alone('page', value)).page),
    },
  };
