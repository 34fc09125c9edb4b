import { beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

// The post-images bucket and its storage.objects policies, straight on the database (no Storage API):
// anyone reads the pictures of the posts they may read (a picture lives in its post's folder), admins
// read all; only admins insert, update and delete, one folder deep, nothing in other buckets.

let t: TestDatabase;
let service: Actor;

beforeAll(async () => {
  t = await createTestDatabase();
  service = { name: 'service_role', run: (work) => asRole(t.db, { role: 'service_role', claims: {} }, work) };
  // Another bucket, to check the policies never reach past post-images.
  await t.db.query(
    `insert into storage.buckets (id, name, public) values ('private-files', 'private-files', false)`,
  );
});

let counter = 0;
const objectName = () => `post-${++counter}/abcdef0123456789-picture.png`;

/** A row written as the database owner (RLS does not apply), for an actor to try to read or change. */
async function ownerObject(bucket = 'post-images'): Promise<string> {
  const name = objectName();
  await t.db.query(
    `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{"size": 10}')`,
    [bucket, name],
  );
  return name;
}

const insertAs = (actor: Actor, name: string, bucket = 'post-images') =>
  actor.run((tx) =>
    tx.query(`insert into storage.objects (bucket_id, name) values ($1, $2)`, [bucket, name]),
  );

const visibleTo = async (actor: Actor, name: string) =>
  actor.run(
    async (tx) => (await tx.query(`select 1 from storage.objects where name = $1`, [name])).rows.length,
  );

const deleteAs = (actor: Actor, name: string) =>
  actor.run(
    async (tx) => (await tx.query(`delete from storage.objects where name = $1`, [name])).affectedRows,
  );

const updateAs = (actor: Actor, name: string) =>
  actor.run(
    async (tx) =>
      (await tx.query(`update storage.objects set user_metadata = '{"width": 1}' where name = $1`, [name]))
        .affectedRows,
  );

const exists = async (name: string) =>
  (await t.db.query(`select 1 from storage.objects where name = $1`, [name])).rows.length === 1;

describe('the post-images bucket', () => {
  it('is public, 10 MB per file, raster images only (no SVG)', async () => {
    const { rows } = await t.db.query<Record<string, unknown>>(
      `select public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'post-images'`,
    );
    expect(rows[0]).toEqual({
      public: true,
      limit: 10 * 1024 * 1024,
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
    });
  });

  it('is readable by anyone; other buckets stay hidden', async () => {
    for (const actor of [t.anon, t.customer, t.admin]) {
      const ids = await actor.run(
        async (tx) => (await tx.query<{ id: string }>('select id from storage.buckets')).rows,
      );
      expect(ids.map((r) => r.id)).toEqual(['post-images']);
    }
  });

  it('cannot be changed or deleted by anon, a customer or an admin', async () => {
    for (const actor of [t.anon, t.customer, t.admin]) {
      const changed = await actor.run(
        async (tx) =>
          (await tx.query(`update storage.buckets set public = false where id = 'post-images'`)).affectedRows,
      );
      expect(changed).toBe(0);
    }
    expect(
      (await t.db.query<{ public: boolean }>(`select public from storage.buckets where id = 'post-images'`))
        .rows[0]!.public,
    ).toBe(true);
  });
});

type PostState = 'published' | 'scheduled' | 'draft';

/** A post (written as the owner) whose id names a folder of pictures. */
async function post(state: PostState): Promise<string> {
  const n = ++counter;
  const publishedAt = {
    published: `now() - interval '1 hour'`,
    scheduled: `now() + interval '1 day'`,
    draft: 'null',
  };
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.blog_posts (title, slug, excerpt, content, published_at)
     values ($1, $2, 'Excerpt', 'Content', ${publishedAt[state]}) returning id`,
    [`Post ${n}`, `storage-post-${n}`],
  );
  return rows[0]!.id;
}

/** A picture (written as the owner) in the folder of a new post in `state`. */
async function pictureOf(state: PostState): Promise<string> {
  const name = `${await post(state)}/abcdef0123456789-picture.png`;
  await t.db.query(`insert into storage.objects (bucket_id, name) values ('post-images', $1)`, [name]);
  return name;
}

/** What a listing of the bucket's root shows the actor: the folders of the objects it may read. */
const folders = (actor: Actor) =>
  actor.run(async (tx) =>
    (
      await tx.query<{ folder: string }>(
        `select distinct split_part(name, '/', 1) as folder from storage.objects where bucket_id = 'post-images'`,
      )
    ).rows.map((r) => r.folder),
  );

describe('storage.objects in post-images', () => {
  it("anyone reads a published post's pictures", async () => {
    const name = await pictureOf('published');
    for (const actor of [t.anon, t.customer, t.admin, service]) expect(await visibleTo(actor, name)).toBe(1);
  });

  it("only admins (and the service role) read a draft's or a scheduled post's pictures", async () => {
    for (const state of ['draft', 'scheduled'] as const) {
      const name = await pictureOf(state);
      for (const actor of [t.anon, t.customer, t.unconfirmedAdmin])
        expect(await visibleTo(actor, name)).toBe(0);
      for (const actor of [t.admin, service]) expect(await visibleTo(actor, name)).toBe(1);
    }
  });

  it("the admin's user id in an anon token's claims reads no draft's pictures", async () => {
    const name = await pictureOf('draft');
    const anonWithAdminSub = { role: 'anon' as const, claims: { sub: t.adminId } };
    const seen = await asRole(
      t.db,
      anonWithAdminSub,
      async (tx) => (await tx.query(`select 1 from storage.objects where name = $1`, [name])).rows.length,
    );
    expect(seen).toBe(0);
  });

  it('only admins read pictures of a post not saved yet, or of a folder that is no post id', async () => {
    // A new post's pictures are stored under the id it will be inserted with, before its first save.
    for (const name of [`${crypto.randomUUID()}/abcdef0123456789-new.png`, 'not-a-post/x.png', 'root.png']) {
      await t.db.query(`insert into storage.objects (bucket_id, name) values ('post-images', $1)`, [name]);
      for (const actor of [t.anon, t.customer]) expect(await visibleTo(actor, name)).toBe(0);
      expect(await visibleTo(t.admin, name)).toBe(1);
    }
  });

  it('listing the bucket shows anon the folders of published posts only; the admin sees all', async () => {
    const published = (await pictureOf('published')).split('/')[0]!;
    const draft = (await pictureOf('draft')).split('/')[0]!;
    const scheduled = (await pictureOf('scheduled')).split('/')[0]!;
    for (const actor of [t.anon, t.customer]) {
      const seen = await folders(actor);
      expect(seen).toContain(published);
      expect(seen).not.toContain(draft);
      expect(seen).not.toContain(scheduled);
    }
    expect(await folders(t.admin)).toEqual(expect.arrayContaining([published, draft, scheduled]));
  });

  it("a scheduled post's pictures appear with the post, and go when it is unpublished", async () => {
    const name = await pictureOf('scheduled');
    const id = name.split('/')[0]!;
    expect(await visibleTo(t.anon, name)).toBe(0);
    await t.db.query(
      `update public.blog_posts set published_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect(await visibleTo(t.anon, name)).toBe(1);
    await t.db.query(`update public.blog_posts set published_at = null where id = $1`, [id]);
    expect(await visibleTo(t.anon, name)).toBe(0);
  });

  it('nobody but the service role reads objects of another bucket', async () => {
    const name = await ownerObject('private-files');
    for (const actor of [t.anon, t.customer, t.admin]) expect(await visibleTo(actor, name)).toBe(0);
    expect(await visibleTo(service, name)).toBe(1);
  });

  it('anon and a signed-in customer cannot insert (RLS, 42501); nothing is written', async () => {
    for (const actor of [t.anon, t.customer, t.unconfirmedAdmin]) {
      const name = objectName();
      expect(await errorCode(insertAs(actor, name))).toBe('42501');
      expect(await exists(name)).toBe(false);
    }
  });

  it('an admin inserts one folder deep in post-images', async () => {
    const name = objectName();
    await insertAs(t.admin, name);
    expect(await exists(name)).toBe(true);
  });

  it('an admin cannot insert at the root, two folders deep, or in another bucket', async () => {
    for (const [name, bucket] of [
      ['picture.png', 'post-images'],
      ['a/b/picture.png', 'post-images'],
      [objectName(), 'private-files'],
    ] as const) {
      expect(await errorCode(insertAs(t.admin, name, bucket))).toBe('42501');
      expect(await exists(name)).toBe(false);
    }
  });

  it('anon and a customer cannot update or delete; an admin can', async () => {
    const name = await ownerObject();
    for (const actor of [t.anon, t.customer]) {
      expect(await updateAs(actor, name)).toBe(0);
      expect(await deleteAs(actor, name)).toBe(0);
      expect(await exists(name)).toBe(true);
    }
    expect(await updateAs(t.admin, name)).toBe(1);
    expect(await deleteAs(t.admin, name)).toBe(1);
    expect(await exists(name)).toBe(false);
  });

  it('an admin cannot move an object out of the bucket or out of its folder level', async () => {
    const name = await ownerObject();
    expect(
      await errorCode(
        t.admin.run((tx) =>
          tx.query(`update storage.objects set bucket_id = 'private-files' where name = $1`, [name]),
        ),
      ),
    ).toBe('42501');
    expect(
      await errorCode(
        t.admin.run((tx) => tx.query(`update storage.objects set name = 'root.png' where name = $1`, [name])),
      ),
    ).toBe('42501');
  });

  it('an admin cannot update or delete objects of another bucket', async () => {
    const name = await ownerObject('private-files');
    expect(await updateAs(t.admin, name)).toBe(0);
    expect(await deleteAs(t.admin, name)).toBe(0);
    expect(await exists(name)).toBe(true);
  });
});

describe('storage helpers, as on Supabase', () => {
  it('foldername, filename, extension and path_tokens split a name', async () => {
    const { rows } = await t.db.query<Record<string, unknown>>(
      `select storage.foldername('a/b/c.png') as folders, storage.filename('a/b/c.png') as file,
              storage.extension('a/b/c.tar.gz') as ext, storage.foldername('c.png') as none`,
    );
    expect(rows[0]).toEqual({ folders: ['a', 'b'], file: 'c.png', ext: 'gz', none: [] });
  });
});
