import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';
import { BUCKET, clientsFor, folder, postWithId, storageState, type Clients, type Who } from './helpers';
import { pngImage } from './fixtures';

// The RLS matrix of the post-images bucket through supabase-js's storage client against the real
// backend: anon key, a signed-in non-admin, the admin and the service role, for upload, overwrite
// (x-upsert), delete, list, info and public read. Every refusal also checks rows and files. A picture
// lives in its post's folder; non-admins list and read the pictures of published posts only.

let t: TestBackend;
let c: Clients;

beforeAll(async () => {
  t = await startTestBackend();
  c = await clientsFor(t);
});
afterAll(async () => {
  await t?.close();
});

let seed = 0;
const png = () => new Blob([pngImage(3, 2, (seed += 1))], { type: 'image/png' });

type PostState = 'published' | 'scheduled' | 'draft';

/**
 * An object stored by the admin, for the others to try to overwrite, delete and read: in the folder
 * of a post in `state`, or of a post not saved yet.
 */
async function adminObject(state?: PostState): Promise<string> {
  const dir = folder();
  if (state) await postWithId(t, dir, state);
  const path = `${dir}/picture.png`;
  const { error } = await c.client.admin.storage
    .from(BUCKET)
    .upload(path, png(), { metadata: { width: 3, height: 2 } });
  expect(error).toBeNull();
  return path;
}

describe('upload a new object', () => {
  it.each<Who>(['anon', 'user'])(
    '%s is refused (403 Unauthorized, RLS) and nothing is written',
    async (who) => {
      const before = await storageState(t);
      const path = `${folder()}/x.png`;
      const { data, error } = await c.client[who].storage.from(BUCKET).upload(path, png());
      expect(data).toBeNull();
      expect(error).toMatchObject({
        statusCode: '403',
        message: expect.stringMatching(/row-level security/),
      });
      expect((error as { status?: number }).status).toBe(400);
      expect(await storageState(t)).toEqual(before);
    },
  );

  it.each<Who>(['admin', 'service'])('%s uploads: a row and a file', async (who) => {
    const path = `${folder()}/ok.png`;
    const { data, error } = await c.client[who].storage.from(BUCKET).upload(path, png());
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const state = await storageState(t);
    expect(state.rows).toContain(`${BUCKET}/${path}`);
    expect(state.files).toContain(`${BUCKET}/${path}`);
  });

  it('records the admin as the owner', async () => {
    const path = await adminObject();
    const { rows } = await t.backend.ctx.db.query<{ owner: string; owner_id: string }>(
      'select owner, owner_id from storage.objects where name = $1',
      [path],
    );
    expect(rows[0]).toEqual({ owner: c.adminId, owner_id: c.adminId });
  });
});

describe('overwrite an existing object', () => {
  it('without upsert is a Duplicate (409) for the admin, and the stored bytes stay', async () => {
    const path = await adminObject();
    const before = await storageState(t);
    const first = await (
      await fetch(c.client.anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)
    ).arrayBuffer();
    const { error } = await c.client.admin.storage.from(BUCKET).upload(path, png());
    expect(error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect(await storageState(t)).toEqual(before);
    const after = await (
      await fetch(c.client.anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)
    ).arrayBuffer();
    expect(Buffer.from(after).equals(Buffer.from(first))).toBe(true);
  });

  it.each<Who>(['anon', 'user'])('%s cannot overwrite with upsert or update; the bytes stay', async (who) => {
    const path = await adminObject();
    const url = c.client.anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    const before = Buffer.from(await (await fetch(url)).arrayBuffer());
    const upsert = await c.client[who].storage.from(BUCKET).upload(path, png(), { upsert: true });
    expect(upsert.error).toMatchObject({ statusCode: '403' });
    const update = await c.client[who].storage.from(BUCKET).update(path, png());
    expect(update.error).toMatchObject({ statusCode: '403' });
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(before)).toBe(true);
  });

  it.each<Who>(['admin', 'service'])('%s overwrites with upsert, and update (PUT)', async (who) => {
    const path = await adminObject();
    const url = c.client.anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    const next = pngImage(5, 5, 200);
    const upsert = await c.client[who].storage
      .from(BUCKET)
      .upload(path, new Blob([next], { type: 'image/png' }), {
        upsert: true,
        metadata: { width: 5, height: 5 },
      });
    expect(upsert.error).toBeNull();
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(Buffer.from(next))).toBe(true);
    const info = await c.client[who].storage.from(BUCKET).info(path);
    expect(info.data?.metadata).toEqual({ width: 5, height: 5 });
    const again = pngImage(6, 6, 201);
    const update = await c.client[who].storage
      .from(BUCKET)
      .update(path, new Blob([again], { type: 'image/png' }));
    expect(update.error).toBeNull();
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(Buffer.from(again))).toBe(true);
  });
});

describe('delete', () => {
  it.each<Who>(['anon', 'user'])(
    '%s deletes nothing (RLS: an empty answer) and the object stays',
    async (who) => {
      const path = await adminObject();
      const before = await storageState(t);
      const { data, error } = await c.client[who].storage.from(BUCKET).remove([path]);
      expect(error).toBeNull();
      expect(data).toEqual([]);
      expect(await storageState(t)).toEqual(before);
    },
  );

  it.each<Who>(['admin', 'service'])('%s deletes: the row and the file go', async (who) => {
    const path = await adminObject();
    const { data, error } = await c.client[who].storage.from(BUCKET).remove([path]);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ name: path, bucket_id: BUCKET })]);
    const state = await storageState(t);
    expect(state.rows).not.toContain(`${BUCKET}/${path}`);
    expect(state.files).not.toContain(`${BUCKET}/${path}`);
    const gone = await fetch(c.client.anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });
});

describe('read: list, info, public URL, download', () => {
  it.each<Who>(['anon', 'user', 'admin', 'service'])(
    "%s lists, reads info and downloads a published post's picture",
    async (who) => {
      const path = await adminObject('published');
      const [dir, name] = path.split('/') as [string, string];
      const list = await c.client[who].storage.from(BUCKET).list(dir);
      expect(list.error).toBeNull();
      expect(list.data).toEqual([
        expect.objectContaining({
          name,
          id: expect.any(String),
          metadata: expect.objectContaining({ mimetype: 'image/png' }),
          user_metadata: { width: 3, height: 2 },
        }),
      ]);
      const info = await c.client[who].storage.from(BUCKET).info(path);
      expect(info.error).toBeNull();
      expect(info.data).toMatchObject({
        name: path,
        bucketId: BUCKET,
        contentType: 'image/png',
        metadata: { width: 3, height: 2 },
      });
      const download = await c.client[who].storage.from(BUCKET).download(path);
      expect(download.error).toBeNull();
      expect(download.data!.size).toBe(info.data!.size);
      const exists = await c.client[who].storage.from(BUCKET).exists(path);
      expect(exists.data).toBe(true);
    },
  );

  it('the public URL needs no key at all (an <img> sends none)', async () => {
    const path = await adminObject('published');
    const response = await fetch(c.client.anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('the bucket metadata is readable by every role', async () => {
    for (const who of ['anon', 'user', 'admin', 'service'] as const) {
      const { data, error } = await c.client[who].storage.getBucket(BUCKET);
      expect(error).toBeNull();
      expect(data).toMatchObject({
        id: BUCKET,
        public: true,
        file_size_limit: 10 * 1024 * 1024,
        allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
      });
      const all = await c.client[who].storage.listBuckets();
      expect(all.data?.map((b) => b.id)).toEqual([BUCKET]);
    }
  });
});

// The attacker's probe: POST /object/list/post-images {"prefix":""} with no key answered the folder of
// every post with pictures (drafts included, a folder is its post's id); listing a draft's folder gave
// its pictures' names. Now the select policy shows non-admins the folders of published posts only.
describe("a draft's, a scheduled post's or an unsaved post's pictures", () => {
  let pictures: Record<PostState | 'unsaved', string>;
  const dirOf = (path: string) => path.split('/')[0]!;

  beforeAll(async () => {
    pictures = {
      published: await adminObject('published'),
      draft: await adminObject('draft'),
      scheduled: await adminObject('scheduled'),
      unsaved: await adminObject(),
    };
  });

  const rootFolders = async (who: Who) => {
    const { data, error } = await c.client[who].storage.from(BUCKET).list('', { limit: 1000 });
    expect(error).toBeNull();
    return data!.map((entry) => entry.name);
  };

  it.each<Who>(['anon', 'user'])(
    '%s lists only the published post among them, and reads none of the others',
    async (who) => {
      const folders = await rootFolders(who);
      expect(folders).toContain(dirOf(pictures.published));
      for (const hidden of [pictures.draft, pictures.scheduled, pictures.unsaved]) {
        expect(folders).not.toContain(dirOf(hidden));
        const listed = await c.client[who].storage.from(BUCKET).list(dirOf(hidden));
        expect(listed).toMatchObject({ data: [], error: null });
        const info = await c.client[who].storage.from(BUCKET).info(hidden);
        expect(info.data).toBeNull();
        expect(info.error).not.toBeNull();
        const download = await c.client[who].storage.from(BUCKET).download(hidden);
        expect(download.data).toBeNull();
        expect((await c.client[who].storage.from(BUCKET).exists(hidden)).data).toBe(false);
      }
    },
  );

  it('the raw probe with no key at all lists no draft folder', async () => {
    const response = await fetch(`${t.url}/storage/v1/object/list/${BUCKET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(response.status).toBe(200);
    const names = ((await response.json()) as { name: string }[]).map((entry) => entry.name);
    expect(names).toContain(dirOf(pictures.published));
    expect(names).not.toContain(dirOf(pictures.draft));
    expect(names).not.toContain(dirOf(pictures.scheduled));
  });

  it.each<Who>(['admin', 'service'])('%s lists and reads them all', async (who) => {
    const folders = await rootFolders(who);
    for (const path of Object.values(pictures)) {
      expect(folders).toContain(dirOf(path));
      const listed = await c.client[who].storage.from(BUCKET).list(dirOf(path));
      expect(listed.data?.map((entry) => entry.name)).toEqual(['picture.png']);
      expect((await c.client[who].storage.from(BUCKET).info(path)).error).toBeNull();
    }
  });

  it("a scheduled post's pictures are listed once its time has come", async () => {
    const path = await adminObject('scheduled');
    expect(await rootFolders('anon')).not.toContain(dirOf(path));
    await t.backend.ctx.db.query(`update public.blog_posts set published_at = now() where id = $1`, [
      dirOf(path),
    ]);
    expect(await rootFolders('anon')).toContain(dirOf(path));
  });

  // As on Supabase, where a public bucket's /object/public/ serves any object without reading the
  // policies: a picture's URL still loads it. What the policy hides is how to learn the names.
  it('the public URL still serves a picture by its exact name, as a public bucket does', async () => {
    for (const path of [pictures.published, pictures.draft]) {
      const response = await fetch(c.client.anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl);
      expect(response.status).toBe(200);
    }
  });
});
