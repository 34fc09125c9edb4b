import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '@parley/shared/text';
import { slugFromTitle } from './slug-from-title';

describe('slugFromTitle: the slug a title suggests', () => {
  it('keeps the letters of accented Latin titles instead of dropping them', () => {
    expect(slugFromTitle('Café pricing: déjà vu')).toBe('cafe-pricing-deja-vu');
    expect(slugFromTitle('Straße, Ærø, Łódź, Þórr')).toBe('strasse-aero-lodz-thorr');
    expect(slugFromTitle('Hello, World! 2025')).toBe('hello-world-2025');
  });

  it('spells Cyrillic and Greek titles in Latin letters', () => {
    expect(slugFromTitle('Переговоры о цене')).toBe('peregovory-o-tsene');
    expect(slugFromTitle('Щедрый йогурт, ёж')).toBe('shchedryy-yogurt-ezh');
    expect(slugFromTitle('Διαπραγμάτευση τιμής')).toBe('diapragmateysi-timis');
  });

  it('leaves nothing for a script it cannot spell, or for marks alone', () => {
    expect(slugFromTitle('交渉の未来')).toBe('');
    expect(slugFromTitle('مفاوضات')).toBe('');
    expect(slugFromTitle('\u0301\u0301 -- ')).toBe('');
  });

  it('never passes the stored bound, and never ends on a hyphen when cut', () => {
    const long = slugFromTitle('щ'.repeat(200));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(slugFromTitle('ab щ'.repeat(60), 10)).toMatch(/^[a-z0-9-]{1,10}$/);
    expect(slugFromTitle('abcdefghi щ', 10)).toBe('abcdefghi');
  });

  it('always gives a valid slug or nothing, on any text', () => {
    const samples = ['Ǆemal Ǳ', 'ﬁnance ﬀ', 'ⅣⅫ', '①②', 'İstanbul', 'x\u200by', '🙂 deals 🙂'];
    for (const title of samples) {
      const slug = slugFromTitle(title);
      expect(slug === '' || SLUG_PATTERN.test(slug), `${title} → ${slug}`).toBe(true);
    }
    expect(slugFromTitle('é'.repeat(100_000) + 'щ'.repeat(100_000))).toBe('e'.repeat(200));
  });
});
