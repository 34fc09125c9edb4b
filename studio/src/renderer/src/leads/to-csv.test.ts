import type { Lead } from '@parley/shared/supabase';
import { describe, expect, it } from 'vitest';
import { defuseFormulas, leadsToCsv } from './to-csv';

const lead = (overrides: Partial<Lead>): Lead => ({
  id: '1',
  kind: 'trial',
  name: 'Ada Buyer',
  email: 'ada@acme.test',
  company: 'Acme',
  plan: 'starter',
  page: '/signup',
  message: null,
  created_at: '2026-11-22T10:00:00.000Z',
  handled_at: null,
  submissions: 1,
  waiting: 1,
  ...overrides,
});

describe('leadsToCsv', () => {
  it('writes a header and one row per lead', () => {
    expect(leadsToCsv([lead({})])).toBe(
      'created_at,kind,name,email,company,plan,page,message,submissions\r\n' +
        '2026-11-22T10:00:00.000Z,trial,Ada Buyer,ada@acme.test,Acme,starter,/signup,,1\r\n',
    );
  });

  it("writes every submission of an address, the count on its newest only (the attacker's first one kept beside it)", () => {
    const csv = leadsToCsv([
      lead({
        kind: 'demo',
        email: 'ceo@bigcorp.test',
        name: 'Not interested',
        company: 'spam',
        submissions: null,
      }),
      lead({
        kind: 'demo',
        email: 'ceo@bigcorp.test',
        name: 'Grace Chief',
        company: 'BigCorp',
        created_at: '2026-11-23T09:30:00.000Z',
        message: 'A demo, please',
        submissions: 2,
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'created_at,kind,name,email,company,plan,page,message,submissions',
      '2026-11-22T10:00:00.000Z,demo,Not interested,ceo@bigcorp.test,spam,starter,/signup,,',
      '2026-11-23T09:30:00.000Z,demo,Grace Chief,ceo@bigcorp.test,BigCorp,starter,/signup,"A demo, please",2',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = leadsToCsv([lead({ company: 'Acme, Inc. "West"', message: 'line 1\nline 2' })]);
    expect(csv).toContain('"Acme, Inc. ""West"""');
    expect(csv).toContain('"line 1\nline 2"');
  });

  it('defuses spreadsheet formulas written by visitors', () => {
    const csv = leadsToCsv([lead({ name: '=HYPERLINK("http://evil")', company: '+1', message: '@SUM(A1)' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(",'+1,");
    expect(csv).toContain("'@SUM(A1)");
  });

  it('defuses a formula hidden after a ; or a tab, where a spreadsheet in another locale splits the cell', () => {
    expect(defuseFormulas('hi;=1+2')).toBe("hi;'=1+2");
    expect(defuseFormulas('hi; =1+2')).toBe("hi;' =1+2");
    expect(defuseFormulas('a\t@SUM(A1)')).toBe("a\t'@SUM(A1)");
    expect(defuseFormulas('a;b;-2+3;c')).toBe("a;b;'-2+3;c");
    const csv = leadsToCsv([lead({ message: 'hi;=HYPERLINK("http://evil")' })]);
    expect(csv).toContain(`"hi;'=HYPERLINK(""http://evil"")"`);
  });

  it('defuses a formula behind leading whitespace or control characters, and a leading tab or CR', () => {
    expect(defuseFormulas('  =1+2')).toBe("'  =1+2");
    expect(defuseFormulas('\u0001=1+2')).toBe("'\u0001=1+2");
    expect(defuseFormulas('\tplain')).toBe("'\tplain");
    expect(defuseFormulas('\rplain')).toBe("'\rplain");
  });

  it('leaves ordinary text as it is, dashes and separators included', () => {
    for (const text of [
      'a - b',
      'x;y',
      'Acme, Inc.',
      'ada@acme.test',
      '2026-11-22T10:00:00.000Z',
      '/signup?a=1;b=2',
      '',
    ]) {
      expect(defuseFormulas(text)).toBe(text);
    }
  });

  it('handles a huge value full of separators (a quadratic pattern would outlast the test timeout)', () => {
    const huge = ';\t '.repeat(200_000) + 'x';
    expect(defuseFormulas(huge)).toBe(huge);
  });
});
