import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tabFromQuery, tabHref } from './tab-from-query';

const tabs = ['overview', 'guides', 'api', 'faq'] as const;
const read = (query: string) => tabFromQuery(new URLSearchParams(query), tabs, 'overview');

describe('tabFromQuery', () => {
  it('opens the tab the query names', () => {
    expect(read('tab=api')).toBe('api');
    expect(read('ref=mail&tab=faq')).toBe('faq');
  });

  it('opens the default tab for a missing, empty or unknown value', () => {
    expect(read('')).toBe('overview');
    expect(read('tab=')).toBe('overview');
    expect(read('tab=API')).toBe('overview');
    expect(read('tab=toString')).toBe('overview');
    expect(read(`tab=${'x'.repeat(100_000)}`)).toBe('overview');
  });

  it('takes the first of a repeated value', () => {
    expect(read('tab=faq&tab=api')).toBe('faq');
    expect(read('tab=nope&tab=api')).toBe('overview');
  });

  it('never opens anything but one of the tabs', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(tabs).toContain(tabFromQuery(new URLSearchParams({ tab: value }), tabs, 'overview'));
      }),
    );
  });
});

describe('tabHref', () => {
  it('links to the tab on the current page, keeping the other parameters', () => {
    expect(tabHref(new URLSearchParams(''), 'api')).toBe('?tab=api');
    expect(tabHref(new URLSearchParams('ref=mail&tab=faq'), 'api')).toBe('?ref=mail&tab=api');
  });

  it('escapes what it writes, and reads back as the same tab', () => {
    const href = tabHref(new URLSearchParams(''), 'a&b=c');
    expect(href).toBe('?tab=a%26b%3Dc');
    expect(tabFromQuery(new URLSearchParams(href), ['a&b=c'], 'x')).toBe('a&b=c');
  });
});
