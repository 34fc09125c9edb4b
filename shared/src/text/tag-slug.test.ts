import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from './slugify';
import { mixesLookalikeScripts, tagIdentity, tagSlug, unspelledLetters } from './tag-slug';

// The database's rule is compared with these on every character in supabase/tests/tag-slugs.test.ts.

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

describe('tagSlug', () => {
  it('keeps the Latin spelling of names spelled whole in Latin letters', async () => {
    expect(await tagSlug('AI agents')).toBe('ai-agents');
    expect(await tagSlug('Переговоры')).toBe('peregovory');
    expect(await tagSlug('!!!')).toBe('');
  });

  it('gives names with letters of no Latin spelling their spelling (or "tag") and 10 hex digits', async () => {
    expect(await tagSlug('交渉')).toBe(`tag-${hash(' 交渉')}`);
    expect(await tagSlug('تفاوض')).toBe(`tag-${hash(' تفاوض')}`);
    expect(await tagSlug('AI 交渉')).toBe(`ai-${hash('ai 交渉')}`);
    expect(await tagSlug('交渉')).toBe('tag-28e1f6c39f');
  });

  it('stays an address: [a-z0-9-], at most 60 characters, on the longest spellings', async () => {
    for (const name of ['щ'.repeat(39) + '交', 'ab '.repeat(13) + '交', 'a-'.repeat(20) + '交'.repeat(10)]) {
      const slug = await tagSlug(name);
      expect(slug).toMatch(SLUG_PATTERN);
      expect(slug.length).toBeLessThanOrEqual(60);
    }
  });
});

describe('unspelledLetters', () => {
  it('keeps letters of other scripts as NFKC, invisible variants out, other runs one space', () => {
    expect(unspelledLetters('ｺｳｼｮｳ')).toBe('コウショウ');
    expect(unspelledLetters('交\ufe00渉\u3164')).toBe('交渉');
    expect(unspelledLetters('AI — 交渉, 入門!')).toBe('交渉 入門');
    expect(unspelledLetters('AI agents')).toBe('');
  });

  it('takes linear time on 100,000 characters', () => {
    const started = performance.now();
    unspelledLetters('a交'.repeat(50_000) + '!');
    mixesLookalikeScripts('aա'.repeat(50_000));
    mixesLookalikeScripts('a\ufe00'.repeat(50_000) + '!');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('mixesLookalikeScripts', () => {
  it('is true for a word joining Latin, Greek or Cyrillic letters to Armenian, Cherokee or Arabic ones', () => {
    expect(
      ['Gօօgle', 'ᎪBC', 'AIتفاوض', 'G\u0301օ', 'G\ufe00օ', 'ПРИВЕТա'].map(mixesLookalikeScripts),
    ).toEqual([true, true, true, true, true, true]);
  });

  it('is false for Chinese, Japanese and Korean letters beside Latin ones, and for separate words', () => {
    expect(
      ['AI交渉', 'Web3入門', '한국AI', 'AI 交渉', 'Go օ', 'AI تفاوض'].map(mixesLookalikeScripts),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('tagIdentity', () => {
  it('is one for the forms of one name, another for another name, empty for no slug', () => {
    expect(tagIdentity('AI 交渉')).toBe(tagIdentity('交渉 ai'));
    expect(tagIdentity('交渉')).not.toBe(tagIdentity('交涉'));
    expect(tagIdentity('!!!')).toBe('');
  });
});
