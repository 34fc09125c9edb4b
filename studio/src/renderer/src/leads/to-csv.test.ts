import type { Lead } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { leadsToCsv } from './to-csv';

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
  ...overrides,
});

describe('leadsToCsv', () => {
  it('writes a header and one row per lead', () => {
    expect(leadsToCsv([lead({})])).toBe(
      'created_at,kind,name,email,company,plan,page,message\r\n' +
        '2026-11-22T10:00:00.000Z,trial,Ada Buyer,ada@acme.test,Acme,starter,/signup,\r\n',
    );
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
});
