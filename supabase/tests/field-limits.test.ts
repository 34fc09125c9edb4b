import { FIELD_LIMITS } from '@parley/shared/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type TestDatabase } from './database';

// The forms bound each field by FIELD_LIMITS (shared/src/validation/limits.ts) so that a person gets
// the field's message rather than a failed save. These tests store a value of exactly each bound and
// one character more: the first must be kept, the second refused by the table's check (23514).

let t: TestDatabase;
let counter = 0;

beforeAll(async () => {
  t = await createTestDatabase();
});

const a = (n: number) => 'a'.repeat(n);

/** Stores a lead as the table's owner (the checks bind every role); the error code, if refused. */
function storeLead(fields: Record<string, string>): Promise<string | undefined> {
  const lead = { kind: 'contact', email: `lead${++counter}@example.com`, ...fields };
  const names = Object.keys(lead);
  return errorCode(
    t.db.query(
      `insert into public.leads (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(lead),
    ),
  );
}

function storePost(fields: Record<string, string>): Promise<string | undefined> {
  const post = {
    title: 'T',
    slug: `limits-${++counter}`,
    category: 'C',
    excerpt: 'E',
    content: 'C',
    ...fields,
  };
  const names = Object.keys(post);
  return errorCode(
    t.db.query(
      `insert into public.blog_posts (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(post),
    ),
  );
}

describe('the forms’ bounds are the tables’ bounds', () => {
  it.each([
    ['email', (n: number) => `${a(n - '@b.co'.length)}@b.co`, FIELD_LIMITS.email],
    ['name', a, FIELD_LIMITS.leadName],
    ['page', a, FIELD_LIMITS.leadPage],
    ['message', a, FIELD_LIMITS.leadMessage],
  ])('leads.%s', async (column, value, limit) => {
    const ok = column === 'email' ? { email: value(limit) } : { [column]: value(limit) };
    expect(await storeLead(ok)).toBeUndefined();
    const over = column === 'email' ? { email: value(limit + 1) } : { [column]: value(limit + 1) };
    expect(await storeLead(over)).toBe('23514');
  });

  it('leads.company', async () => {
    const trial = { kind: 'trial', name: 'Ada' };
    expect(await storeLead({ ...trial, company: a(FIELD_LIMITS.company) })).toBeUndefined();
    expect(await storeLead({ ...trial, company: a(FIELD_LIMITS.company + 1) })).toBe('23514');
  });

  it('the contact form’s parts, joined as stored, fit the lead’s name and message', () => {
    // contactLead (site/src/features/leads/lib/contact-lead.ts): `${first} ${last}` and
    // `Subject: ${subject}\n\n${message}`.
    expect(2 * FIELD_LIMITS.contactNamePart + 1).toBeLessThanOrEqual(FIELD_LIMITS.leadName);
    expect(
      `Subject: \n\n`.length + FIELD_LIMITS.contactSubject + FIELD_LIMITS.contactMessage,
    ).toBeLessThanOrEqual(FIELD_LIMITS.leadMessage);
  });

  it.each([
    ['title', a, FIELD_LIMITS.title],
    ['slug', a, FIELD_LIMITS.slug],
    ['category', a, FIELD_LIMITS.category],
    ['excerpt', a, FIELD_LIMITS.excerpt],
    ['content', a, FIELD_LIMITS.content],
    [
      'cover_image',
      (n: number) => `https://example.com/${a(n - 'https://example.com/'.length)}`,
      FIELD_LIMITS.coverImage,
    ],
  ])('blog_posts.%s', async (column, value, limit) => {
    expect(await storePost({ [column]: value(limit) })).toBeUndefined();
    expect(await storePost({ [column]: value(limit + 1) })).toBe('23514');
  });
});
