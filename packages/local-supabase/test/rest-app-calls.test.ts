import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness';
import { signJwt } from '../src/jwt';

// Every call the Parley apps make, through the official supabase-js client, plus RLS over HTTP.

let server: TestBackend;
let adminToken: string;

const post = (slug: string, published: string | null, extra: Record<string, unknown> = {}) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: `Excerpt of ${slug}`,
  content: `# ${slug}\n\nBody`,
  published_at: published,
  ...extra,
});

beforeAll(async () => {
  server = await startTestBackend();
  const service = server.service();
  const { error } = await service
    .from('blog_posts')
    .insert([
      post('older', '2026-01-01T10:00:00Z', { category: 'Research' }),
      post('newer', '2026-03-01T10:00:00Z', { category: 'AI & E-Commerce' }),
      post('draft-one', null, { category: 'General' }),
    ]);
  expect(error).toBeNull();
  const admin = server.anon();
  const { data, error: signInError } = await admin.auth.signInWithPassword({
    email: server.config.adminEmail,
    password: server.config.adminPassword,
  });
  expect(signInError).toBeNull();
  adminToken = data.session!.access_token;
});

afterAll(async () => {
  await server?.close();
});

const asAdmin = () => {
  const client = server.anon();
  return client.auth.setSession({ access_token: adminToken, refresh_token: 'unused' }).then(() => client);
};

describe('the public blog', () => {
  it('lists published posts newest first, never drafts', async () => {
    const { data, error, status } = await server
      .anon()
      .from('blog_posts')
      .select('*')
      .not('published_at', 'is', null)
      .order('published_at', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.map((p) => p.slug)).toEqual(['newer', 'older']);
    expect(data![0]).toMatchObject({ category: 'AI & E-Commerce', excerpt: 'Excerpt of newer' });
  });

  it('gets a post by slug with maybeSingle and single', async () => {
    const maybe = await server.anon().from('blog_posts').select('*').eq('slug', 'newer').maybeSingle();
    expect(maybe.data?.title).toBe('Post newer');
    const single = await server.anon().from('blog_posts').select('*').eq('slug', 'older').single();
    expect(single.data?.title).toBe('Post older');
  });

  it('answers a draft slug to anon as nothing: null, or 406 PGRST116 with single()', async () => {
    const maybe = await server.anon().from('blog_posts').select('*').eq('slug', 'draft-one').maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
    const single = await server.anon().from('blog_posts').select('*').eq('slug', 'draft-one').single();
    expect(single.status).toBe(406);
    expect(single.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
  });

  it('refuses post writes by anon with 401 and changes nothing', async () => {
    const insert = await server.anon().from('blog_posts').insert(post('anon-post', null));
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe('42501');
    const del = await server.anon().from('blog_posts').delete().eq('slug', 'newer');
    expect(del.status).toBe(401);
    const { data } = await server.service().from('blog_posts').select('slug').eq('slug', 'newer');
    expect(data).toHaveLength(1);
  });
});

describe('the admin', () => {
  it('is admin according to the database', async () => {
    const client = await asAdmin();
    await expect(client.rpc('is_admin')).resolves.toMatchObject({ data: true, error: null });
    await expect(server.anon().rpc('is_admin')).resolves.toMatchObject({ data: false, error: null });
  });

  it('lists every post newest created first, drafts included', async () => {
    const client = await asAdmin();
    const { data } = await client.from('blog_posts').select('*').order('created_at', { ascending: false });
    expect(data!.map((p) => p.slug)).toContain('draft-one');
  });

  it('creates, updates and deletes a post, getting rows back', async () => {
    const client = await asAdmin();
    const created = await client.from('blog_posts').insert(post('admin-post', null)).select().single();
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ slug: 'admin-post', category: 'General', published_at: null });
    const id = created.data!.id as string;

    const updated = await client
      .from('blog_posts')
      .update({ title: 'Renamed' })
      .eq('id', id)
      .select()
      .single();
    expect(updated.status).toBe(200);
    expect(updated.data.title).toBe('Renamed');
    expect(new Date(updated.data.updated_at).getTime()).toBeGreaterThan(
      new Date(created.data.updated_at).getTime(),
    );

    const byId = await client.from('blog_posts').select('*').eq('id', id).maybeSingle();
    expect(byId.data?.title).toBe('Renamed');

    const deleted = await client.from('blog_posts').delete().eq('id', id);
    expect(deleted.status).toBe(204);
    const gone = await client.from('blog_posts').select('*').eq('id', id).maybeSingle();
    expect(gone.data).toBeNull();
  });

  it('gets 409 for a slug that is taken', async () => {
    const client = await asAdmin();
    const { error, status } = await client.from('blog_posts').insert(post('newer', null)).select().single();
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505', message: expect.stringContaining('blog_posts_slug_key') });
  });
});

describe('leads', () => {
  it('anon submits a lead without reading it back, and cannot read leads', async () => {
    const insert = await server.anon().from('leads').insert({
      kind: 'trial',
      email: 'buyer@acme.test',
      name: 'Ada Buyer',
      company: 'Acme',
      plan: 'starter',
    });
    expect(insert).toMatchObject({ error: null, status: 201, data: null });
    const repeat = await server
      .anon()
      .from('leads')
      .insert({ kind: 'trial', email: 'BUYER@acme.test', name: 'Ada Buyer', company: 'Acme' });
    expect(repeat.status).toBe(201);
    const read = await server.anon().from('leads').select('*');
    expect(read.status).toBe(401);
    // Both kept: the repeat is a later submission of the same (normalised) address.
    const { data } = await server.service().from('leads').select('*').eq('email', 'buyer@acme.test');
    expect(data).toHaveLength(2);
  });

  it('rejects an invalid lead with 400 and stores nothing', async () => {
    const { status, error } = await server
      .anon()
      .from('leads')
      .insert({ kind: 'trial', email: 'nope', name: 'A', company: '' });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    const { count } = await server
      .service()
      .from('leads')
      .select('*', { count: 'exact', head: true })
      .eq('email', 'nope');
    expect(count).toBe(0);
  });
});

describe('tokens', () => {
  it('refuses a token signed with another secret and an expired one', async () => {
    const forged = await signJwt({ role: 'service_role' }, 'another-secret-that-is-at-least-32-characters');
    const res = await fetch(`${server.url}/rest/v1/leads`, {
      headers: { apikey: server.config.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
    const expired = await signJwt(
      { role: 'anon', exp: Math.floor(Date.now() / 1000) - 3600 },
      server.config.jwtSecret,
    );
    const res2 = await fetch(`${server.url}/rest/v1/blog_posts`, {
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res2.status).toBe(401);
    expect(await res2.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('refuses alg none', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.`;
    const res = await fetch(`${server.url}/rest/v1/leads`, { headers: { authorization: `Bearer ${none}` } });
    expect(res.status).toBe(401);
  });
});
