import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import WebSocket from 'ws';
import { POST_IMAGES_BUCKET } from '@parley/shared/images';
import type { TestBackend } from '../harness';
import { adminUser, makeUser } from '../security/helpers';

// What every Storage test needs: supabase-js clients per role, raw HTTP for what supabase-js cannot
// send (dot segments, NUL, bad tokens), and the ground truth after a refusal (rows and files).

export type Who = 'anon' | 'user' | 'admin' | 'service';

export const BUCKET = POST_IMAGES_BUCKET;

/** A supabase-js client whose Storage calls carry `token` (the anon key in apikey, as apps do). */
export function clientWith(t: TestBackend, token: string | null): SupabaseClient {
  return createClient(t.url, t.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: token === null ? {} : { headers: { Authorization: `Bearer ${token}` } },
  });
}

export interface Clients {
  tokens: Record<Who, string>;
  client: Record<Who, SupabaseClient>;
  adminId: string;
}

/** One client per role: the anon key, a signed-in non-admin, the admin, the service role. */
export async function clientsFor(t: TestBackend): Promise<Clients> {
  const admin = await adminUser(t);
  const user = await makeUser(t, 'storage-user');
  const tokens: Record<Who, string> = {
    anon: t.config.anonKey,
    user: user.accessToken,
    admin: admin.accessToken,
    service: t.config.serviceRoleKey,
  };
  const client = {
    anon: clientWith(t, null),
    user: clientWith(t, tokens.user),
    admin: clientWith(t, tokens.admin),
    service: clientWith(t, tokens.service),
  };
  return { tokens, client, adminId: admin.id };
}

/** Every file under the storage root, relative to it (staging folder included: it must stay empty). */
export async function storedFiles(t: TestBackend): Promise<string[]> {
  const root = t.backend.ctx.files.root;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

/** Rows of storage.objects, as the superuser sees them. */
export async function objectNames(t: TestBackend): Promise<string[]> {
  const { rows } = await t.backend.ctx.db.query<{ name: string }>(
    `select bucket_id || '/' || name as name from storage.objects order by 1`,
  );
  return rows.map((r) => r.name);
}

/** Rows and files together: what a refused request must leave exactly as it was. */
export async function storageState(t: TestBackend) {
  return { rows: await objectNames(t), files: await storedFiles(t) };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json(): Record<string, unknown>;
}

/**
 * A request with the path sent byte for byte (fetch and supabase-js would resolve `..` and
 * `%2e%2e` first, hiding the attack from the server).
 */
export function raw(
  t: TestBackend,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Uint8Array | string,
): Promise<RawResponse> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: all,
            json: () => JSON.parse(all.toString('utf8')) as Record<string, unknown>,
          });
        });
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** Headers of a Storage call carrying `token`, as storage-js sends them. */
export function storageHeaders(t: TestBackend, token: string | null, extra: Record<string, string> = {}) {
  return {
    apikey: t.config.anonKey,
    ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    ...extra,
  };
}

let serial = 0;
/** A fresh folder name (as a post id would be), so tests never collide. */
export function folder(): string {
  serial += 1;
  return `00000000-0000-4000-8000-${String(Date.now() % 1e8).padStart(8, '0')}${String(serial).padStart(4, '0')}`;
}

/**
 * A post written as the superuser with `id` (a folder name from folder()), published an hour ago, in
 * a day (scheduled) or never (a draft): a non-admin reads the pictures of a published post's folder only.
 */
export async function postWithId(
  t: TestBackend,
  id: string,
  state: 'published' | 'scheduled' | 'draft' = 'published',
): Promise<string> {
  const publishedAt = {
    published: `now() - interval '1 hour'`,
    scheduled: `now() + interval '1 day'`,
    draft: 'null',
  };
  await t.backend.ctx.db.query(
    `insert into public.blog_posts (id, title, slug, excerpt, content, published_at)
     values ($1, $2, $3, 'Excerpt', 'Content', ${publishedAt[state]})`,
    [id, `Post ${id}`, `post-${id}`],
  );
  return id;
}
