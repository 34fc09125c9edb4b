import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { LEAD_FORMS, EVERY_PAGE } from './lead-forms';
import { isAnsweredWithQuery } from './routes-answered-with-query';

describe('routes answered with their query', () => {
  it('include every route of a form that reads its query, so its page never loses the variant', () => {
    for (const form of Object.values(LEAD_FORMS)) {
      if (!form.readsQuery) continue;
      expect(form.routes).not.toBe(EVERY_PAGE);
      for (const route of form.routes as readonly string[]) expect(isAnsweredWithQuery(route)).toBe(true);
    }
  });

  it('are /signup only: a playground run, a blog search or a tab is work a post must not cost', () => {
    expect(isAnsweredWithQuery(paths.signup)).toBe(true);
    for (const route of [paths.playground, paths.blog, paths.support, paths.contact, '*'])
      expect(isAnsweredWithQuery(route)).toBe(false);
  });
});
