import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

// Share a draft: create_post_preview makes a token, preview_post reveals that one post and nothing
// else (issue #34; migration 20251128120100_post_preview_tokens.sql, docs/product-rules.md#share-a-draft).

let t: TestDatabase;
let draftId: string;
let otherDraftId: string;
let counter = 0;

async function insertPost(publishedAt: string | null, title = `Post ${++counter}`) {
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.blog_posts (title, slug, excerpt, content, published_at)
     values ($1, $2, 'E', 'Secret body', $3::timestamptz) returning id`,
    [title, `preview-${++counter}`, publishedAt],
  );
  return rows[0]!.id;
}

type Made = { id: string; token: string; expires_at: string };
const share = (actor: Actor, postId: unknown, days: unknown = null) =>
  actor.run(
    async (tx) =>
      (await tx.query<{ m: Made }>('select public.create_post_preview($1, $2) as m', [postId, days])).rows[0]!
        .m,
  );

type Preview = { id: string; title: string; content: string } | null;
const preview = (actor: Actor, token: unknown) =>
  actor.run(
    async (tx) => (await tx.query<{ p: Preview }>('select public.preview_post($1) as p', [token])).rows[0]!.p,
  );

beforeAll(async () => {
  t = await createTestDatabase();
  draftId = await insertPost(null, 'The draft');
  otherDraftId = await insertPost(null, 'Another draft');
});

describe('create_post_preview', () => {
  it('answers a 64-hex token, valid 7 days by default, stored only as its hash', async () => {
    const made = await share(t.admin, draftId);
    expect(made.token).toMatch(/^[0-9a-f]{64}$/);
    const days = (Date.parse(made.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const stored = await t.db.query<{ hex: string }>(
      `select encode(token_hash, 'hex') as hex from public.post_preview_tokens where id = $1`,
      [made.id],
    );
    expect(stored.rows[0]!.hex).not.toContain(made.token);
    // Admins may read the links' times, never the hash.
    expect(
      await errorCode(t.admin.run((tx) => tx.query('select token_hash from public.post_preview_tokens'))),
    ).toBe('42501');
  });

  it('is for admins only', async () => {
    for (const actor of [t.anon, t.customer, t.unconfirmedAdmin]) {
      expect(['42501']).toContain(await errorCode(share(actor, draftId)));
    }
  });

  it('refuses bad input: a published post, an unknown post, days out of 1..30, no post id', async () => {
    const live = await insertPost(new Date(Date.now() - 60_000).toISOString());
    expect(await errorCode(share(t.admin, live))).toBe('22023');
    expect(await errorCode(share(t.admin, '00000000-0000-4000-8000-000000000000'))).toBe('P0002');
    expect(await errorCode(share(t.admin, null))).toBe('P0002');
    expect(await errorCode(share(t.admin, 'not-a-uuid'))).toBe('22P02');
    expect(await errorCode(share(t.admin, draftId, 0))).toBe('22023');
    expect(await errorCode(share(t.admin, draftId, 31))).toBe('22023');
    expect(await errorCode(share(t.admin, draftId, 2 ** 40))).toBe('22003');
  });

  it('makes a scheduled post shareable, and each call a new token', async () => {
    const scheduled = await insertPost(new Date(Date.now() + 3_600_000).toISOString());
    const a = await share(t.admin, scheduled, 1);
    const b = await share(t.admin, scheduled, 1);
    expect(a.token).not.toBe(b.token);
  });

  it('cannot be inserted by hand with a chosen hash', async () => {
    expect(
      await errorCode(
        t.admin.run((tx) =>
          tx.query(
            `insert into public.post_preview_tokens (post_id, token_hash, expires_at)
             values ($1, sha256('chosen'::bytea), now() + interval '1 year')`,
            [draftId],
          ),
        ),
      ),
    ).toBe('42501');
  });
});

describe('preview_post', () => {
  it('shows that one post to anyone with the token, and nothing else', async () => {
    const { token } = await share(t.admin, draftId);
    for (const actor of [t.anon, t.customer, t.admin]) {
      const post = await preview(actor, token);
      expect(post).toMatchObject({ id: draftId, title: 'The draft', content: 'Secret body' });
    }
    // The token opens nothing else: other drafts stay unreadable, the token table too.
    const seen = await t.anon.run(
      async (tx) =>
        (
          await tx.query<{ id: string }>('select id from public.blog_posts where id = any($1)', [
            [draftId, otherDraftId],
          ])
        ).rows,
    );
    expect(seen).toEqual([]);
    expect(await errorCode(t.anon.run((tx) => tx.query('select * from public.post_preview_tokens')))).toBe(
      '42501',
    );
  });

  it('answers null alike for a forged, malformed, huge, null, expired or revoked token', async () => {
    const expired = await share(t.admin, otherDraftId);
    await t.db.query(
      `update public.post_preview_tokens set expires_at = now() - interval '1 second' where id = $1`,
      [expired.id],
    );
    const revoked = await share(t.admin, otherDraftId);
    const deleted = await t.admin.run(
      async (tx) =>
        (await tx.query('delete from public.post_preview_tokens where id = $1', [revoked.id])).affectedRows,
    );
    expect(deleted).toBe(1);
    const live = await share(t.admin, otherDraftId);
    for (const token of [
      expired.token,
      revoked.token,
      'f'.repeat(64),
      live.token.toUpperCase(),
      `${live.token}0`,
      live.token.slice(1),
      `${live.token.slice(0, 63)}%`,
      '',
      null,
      'a'.repeat(1_000_000),
      `' or 1=1 --`,
    ]) {
      expect(await preview(t.anon, token)).toBeNull();
    }
    expect(await preview(t.anon, live.token)).toMatchObject({ id: otherDraftId });
  });

  it('ends with its post: a deleted post takes its tokens', async () => {
    const gone = await insertPost(null);
    const { token } = await share(t.admin, gone);
    await t.db.query('delete from public.blog_posts where id = $1', [gone]);
    expect(await preview(t.anon, token)).toBeNull();
  });

  it('is revoked by revoke_post_preview, admins only; an unknown or null id revokes nothing', async () => {
    const made = await share(t.admin, draftId);
    const revoke = (actor: Actor, id: unknown) =>
      actor.run(
        async (tx) =>
          (await tx.query<{ r: boolean | null }>('select public.revoke_post_preview($1) as r', [id])).rows[0]!
            .r,
      );
    for (const actor of [t.anon, t.customer, t.unconfirmedAdmin]) {
      expect(await errorCode(revoke(actor, made.id))).toBe('42501');
    }
    expect(await preview(t.anon, made.token)).toMatchObject({ id: draftId });
    expect(await revoke(t.admin, made.id)).toBe(true);
    expect(await preview(t.anon, made.token)).toBeNull();
    expect(await revoke(t.admin, made.id)).toBe(false);
    expect(await revoke(t.admin, null)).toBe(false);
    expect(await errorCode(revoke(t.admin, 'not-a-uuid'))).toBe('22P02');
  });

  it('cannot be revoked by a non-admin', async () => {
    const made = await share(t.admin, draftId);
    for (const actor of [t.anon, t.customer]) {
      const code = await errorCode(
        actor.run((tx) => tx.query('delete from public.post_preview_tokens where id = $1', [made.id])),
      );
      const left = await t.db.query('select 1 from public.post_preview_tokens where id = $1', [made.id]);
      expect(code === '42501' || left.rows.length === 1).toBe(true);
      expect(left.rows).toHaveLength(1);
    }
  });
});
