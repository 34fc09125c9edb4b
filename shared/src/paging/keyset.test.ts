import { describe, expect, it } from 'vitest';
import { keysetAfter, quoteFilterValue } from './keyset';

describe('keysetAfter', () => {
  it('follows both columns in the order’s direction', () => {
    const last = { value: '2026-11-19T09:00:00.123456+00:00', tie: 7 };
    expect(keysetAfter('saved_at', 'id', last, 'desc')).toBe(
      'saved_at.lt."2026-11-19T09:00:00.123456+00:00",and(saved_at.eq."2026-11-19T09:00:00.123456+00:00",id.lt."7")',
    );
    expect(keysetAfter('created_at', 'id', last, 'asc')).toMatch(/^created_at\.gt\..*id\.gt\."7"\)$/);
  });

  it('quotes values, escaping quotes and backslashes, so commas and parentheses stay in them', () => {
    expect(quoteFilterValue('a,b)')).toBe('"a,b)"');
    expect(quoteFilterValue('say "hi" \\o/')).toBe('"say \\"hi\\" \\\\o/"');
  });
});
