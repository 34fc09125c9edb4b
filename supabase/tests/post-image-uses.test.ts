import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

let t: TestDatabase;
const BUCKET = '/storage/v1/object/public/post-images';
const chart = '11111111-1111-4111-8111-111111111111/0123456789abcdef-chart.png';
const logo = '22222222-2222-4222-8222-222222222222/fedcba9876543210-logo.webp';
const unused = '33333333-3333-4333-8333-333333333333/aaaaaaaaaaaaaaaa-unused.png';

async function newPost(title: string, content: string, cover: string | null, published: boolean) {
  await t.admin.run((tx) =>
    tx.query(
      `insert into public.blog_posts (title, slug, excerpt, content, cover_image, published_at)
       values ($1, $2, 'Excerpt', $3, $4, case when $5::boolean then now() - interval '1 minute' end)`,
      [title, title.toLowerCase().replace(/\W+/g, '-'), content, cover, published],
    ),
  );
}

const usesAs = (actor: Actor, paths: unknown) =>
  actor.run((tx) =>
    tx.query<{ image_path: string; post_title: string }>(
      'select image_path, post_title from public.post_image_uses($1::text[])',
      [paths],
    ),
  );

beforeAll(async () => {
  t = await createTestDatabase();
  await newPost('Numbers', `Before ![chart](http://127.0.0.1:54321${BUCKET}/${chart}) after.`, null, true);
  // A draft counts too, and a link with a title, a query or another host.
  await newPost('Draft', `![a](https://abc.supabase.co${BUCKET}/${chart}?width=200 "Chart")`, null, false);
  await newPost('Logo cover', 'No pictures in the text.', `https://abc.supabase.co${BUCKET}/${logo}`, true);
  await newPost('Neighbour', `![b](https://abc.supabase.co${BUCKET}/${chart}x.png)`, null, true);
});

describe('post_image_uses', () => {
  it('answers an admin which posts use each picture, drafts and covers included', async () => {
    const { rows } = await usesAs(t.admin, [chart, logo, unused]);
    expect(rows.map((row) => [row.image_path, row.post_title]).sort()).toEqual(
      [
        [chart, 'Draft'],
        [chart, 'Numbers'],
        [logo, 'Logo cover'],
      ].sort(),
    );
  });

  it('never counts a longer name that starts with a picture’s, and names a post once per picture, newest first', async () => {
    await newPost('Twice', `![1](${BUCKET}/${logo}) ![2](${BUCKET}/${logo})`, null, true);
    const { rows } = await usesAs(t.admin, [logo]);
    expect(rows.map((row) => row.post_title)).toEqual(['Twice', 'Logo cover']);
  });

  it.each([
    ['a visitor', () => t.anon],
    ['a signed-in customer', () => t.customer],
    ['the service role', () => t.serviceRole],
  ])('is refused to %s', async (_who, actor) => {
    expect(await errorCode(usesAs(actor(), [chart]))).toBe('42501');
  });

  it.each([
    ['null', null],
    ['no paths', []],
    ['1001 paths', Array.from({ length: 1001 }, (_, i) => `p/${i}.png`)],
    ['an empty path', ['']],
    ['a null path', [null]],
    ['a path of 1025 characters', ['a'.repeat(1025)]],
  ])('refuses %s with 22023', async (_label, paths) => {
    expect(await errorCode(usesAs(t.admin, paths))).toBe('22023');
  });

  it('takes 1000 paths, repeats included', async () => {
    const paths = [...Array.from({ length: 998 }, (_, i) => `p/${i}.png`), chart, chart];
    const { rows } = await usesAs(t.admin, paths);
    expect(rows.map((row) => row.post_title).sort()).toEqual(['Draft', 'Numbers']);
  });
});
