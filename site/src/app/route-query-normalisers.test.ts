import { routeQuery } from '@parley/router/route-match';
import { readListParams } from '@parley/admin-ui/read-list-params';
import { isNewsletterToken } from '@parley/shared/newsletter';
import { planSchema } from '@parley/shared/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceFromQuery, tabFromQuery } from '../components/query-tabs/tab-from-query';
import { clipQueryText } from '../components/query-text/clip-query-text';
import { NEW_PASSWORD_STEP } from '../config/paths';
import { ROUTE_ENTRIES, type RouteName } from '../config/routes';
import { AUTH_TABS } from '../features/auth/lib/auth-tabs';
import { filtersFromQuery, MAX_FILTER_LENGTH, pageFromQuery } from '../features/blog/lib/post-filters-query';
import { toPlan, toSignupType } from '../features/leads/lib/signup-query';
import {
  ALL_INDUSTRIES,
  CASE_STUDY_INDUSTRIES,
  CASE_STUDY_TABS,
  INDUSTRY_PARAM,
} from '../pages/case-studies/case-study-choices';
import { caseStudies, caseStudyTabs } from '../pages/case-studies/content';
import { DOCUMENTATION_TABS } from '../pages/documentation/documentation-tabs';
import { MAX_TOPIC_FILTER_LENGTH } from '../pages/documentation/filter-topics';
import { prsTabs } from '../pages/prs/content';
import { PRS_TAB_VALUES } from '../pages/prs/prs-tab-values';
import { supportFaqTabs } from '../pages/support/content';
import { FAQ_CATEGORIES } from '../pages/support/faq-categories';
import { DEFAULT_TECHNICAL_PHASE, technicalPhases } from '../pages/technical-roadmap/content';
import { TECHNICAL_PHASE_IDS } from '../pages/technical-roadmap/phase-ids';
import { WEBINAR_TABS } from '../pages/webinars/webinar-tabs';
import { FREE_TEXT_PARAMS, ROUTE_QUERY_NORMALISERS } from './route-query-normalisers';
import { matchRoute } from './routes';

type Read = (query: URLSearchParams) => unknown;
const tab = (tabs: readonly string[], fallback = tabs[0]!): Record<string, Read> => ({
  tab: (query) => tabFromQuery(query, tabs, fallback),
});
const blogPage: Record<string, Read> = { page: pageFromQuery };
const token: Record<string, Read> = {
  token: (query) => (isNewsletterToken(query.get('token') ?? '') ? query.get('token') : 'invalid'),
};

/**
 * What each page makes of each parameter it reads, as the page itself reads it (the components call
 * these): a normaliser must never change it.
 */
const PAGE_READS: Partial<Record<RouteName, Record<string, Read>>> = {
  technicalRoadmap: tab(TECHNICAL_PHASE_IDS, DEFAULT_TECHNICAL_PHASE),
  documentation: {
    ...tab(DOCUMENTATION_TABS),
    topic: (q) => clipQueryText(q.get('topic') ?? '', MAX_TOPIC_FILTER_LENGTH),
  },
  auth: tab(AUTH_TABS),
  resetPassword: { step: (query) => query.get('step') === NEW_PASSWORD_STEP },
  caseStudies: {
    ...tab(CASE_STUDY_TABS),
    industry: (query) =>
      choiceFromQuery(query, INDUSTRY_PARAM, [ALL_INDUSTRIES, ...CASE_STUDY_INDUSTRIES], ALL_INDUSTRIES),
  },
  webinars: tab(WEBINAR_TABS),
  support: tab(FAQ_CATEGORIES),
  prs: tab(PRS_TAB_VALUES),
  signup: { type: (query) => toSignupType(query.get('type')), plan: (query) => toPlan(query.get('plan')) },
  newsletterConfirm: token,
  newsletterUnsubscribe: token,
  newsletterResubscribe: token,
  blog: {
    q: (query) => filtersFromQuery(query).search,
    category: (query) => filtersFromQuery(query).category,
    ...blogPage,
  },
  blogAuthor: blogPage,
  blogTag: blogPage,
  admin: Object.fromEntries(
    (['status', 'q', 'sort', 'dir', 'page'] as const).map((name) => [
      name,
      (query: URLSearchParams) => readListParams(query),
    ]),
  ),
};

/** A path of the route (its parameters filled in). */
const pathOf = (path: string) => path.replace(/:\w+/g, 'x');

/** The query the page sees for `?name=value` (both routers and the cache key: routeQuery). */
const seen = (path: string, name: string, value: string) =>
  new URLSearchParams(routeQuery(matchRoute(pathOf(path)), `?${new URLSearchParams([[name, value]])}`));

const DECLARED = ROUTE_ENTRIES.flatMap(([name, route]) =>
  route.query.map((param) => ({ name, route, param })),
);

/** Values a visitor (or an attacker) may send, honoured or not. */
const JUNK = [
  'junk',
  ' ',
  '\u0000',
  'x'.repeat(10_240),
  '✓',
  '__proto__',
  'toString',
  '01',
  '-1',
  '1e3',
  '2.5',
];

describe('route query normalisers', () => {
  it('give every declared parameter of every route a normaliser', () => {
    for (const { name, param } of DECLARED)
      expect(Object.hasOwn(ROUTE_QUERY_NORMALISERS[name] ?? {}, param), `${name} ?${param}=`).toBe(true);
  });

  it('never change what the page reads, for any value', () => {
    const cases = DECLARED.filter(({ name }) => name !== 'playground');
    const values = (name: RouteName) => [
      ...JUNK,
      ...(name === 'signup' ? ['demo', 'SUBSCRIBE', 'starter', 'Starter'] : []),
    ];
    for (const { name, route, param } of cases) {
      const read = PAGE_READS[name]?.[param];
      if (!read) throw new Error(`No page reader for ${name} ?${param}= in this test`);
      for (const value of [...values(name), ...JUNK.map((junk) => junk.toUpperCase())])
        expect(read(seen(route.path, param, value)), `${name} ?${param}=${value.slice(0, 20)}`).toEqual(
          read(new URLSearchParams([[param, value]])),
        );
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{1,14}$/), fc.string({ unit: 'binary' })),
          (value) => {
            expect(read(seen(route.path, param, value))).toEqual(read(new URLSearchParams([[param, value]])));
          },
        ),
        { numRuns: 50 },
      );
    }
  });

  it('leave out every value the page ignores, outside the free-text parameters', () => {
    for (const { name, route, param } of DECLARED) {
      if (FREE_TEXT_PARAMS[name]?.includes(param)) continue;
      for (const junk of ['junk', 'x'.repeat(10_240), '\u0000', 'toString'])
        expect(seen(route.path, param, junk).toString(), `${name} ?${param}=${junk.slice(0, 9)}`).toBe('');
    }
  });

  it('keep a free-text parameter bounded by what the page shows of it', () => {
    const huge = 'é'.repeat(10_240);
    expect(seen('/blog', 'q', huge).get('q')).toHaveLength(MAX_FILTER_LENGTH);
    expect(seen('/documentation', 'topic', huge).get('topic')).toHaveLength(MAX_TOPIC_FILTER_LENGTH);
    expect(seen('/blog', 'q', 'a\u0000b').get('q')).toBe('ab');
  });

  it('write a page number as the page reads it, page 1 as none', () => {
    for (const path of ['/blog', '/blog/tag/x', '/blog/author/x', '/admin']) {
      expect(seen(path, 'page', '02').get('page')).toBe('2');
      expect(seen(path, 'page', '1').toString()).toBe('');
      expect(seen(path, 'page', 'abc').toString()).toBe('');
    }
    expect(seen('/blog', 'page', '9'.repeat(30)).get('page')).toBe('100000');
  });

  it('read a plan as the lead schema does (toPlan, without zod in the shell)', () => {
    const schemaPlan = (value: string) => {
      const parsed = planSchema.safeParse(value);
      return parsed.success ? parsed.data : null;
    };
    for (const value of ['starter', 'professional', 'enterprise', 'Starter', 'growth', '', 'toString'])
      expect(toPlan(value), value).toBe(schemaPlan(value));
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(toPlan(value)).toBe(schemaPlan(value));
      }),
    );
  });

  it('read the choices the pages offer, from lists apart from their content', () => {
    expect(prsTabs.map((entry) => entry.value)).toEqual(PRS_TAB_VALUES);
    expect(supportFaqTabs.map((entry) => entry.value)).toEqual(FAQ_CATEGORIES);
    expect(technicalPhases.map((phase) => phase.id)).toEqual(TECHNICAL_PHASE_IDS);
    expect(caseStudyTabs.map((entry) => entry.value)).toEqual(CASE_STUDY_TABS);
    expect([...new Set(caseStudies.map((study) => study.industry))]).toEqual(CASE_STUDY_INDUSTRIES);
  });
});
