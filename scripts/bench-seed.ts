// The published posts the site benchmarks read (`npm run bench:site`, `npm run bench:render`).
import { uploadPostImage } from '@parley/shared/images';
import type { ParleySupabaseClient } from '@parley/shared/supabase';
import { pngImage } from '@parley/shared/testing';

/** Stores `count` published posts as the service role (as the studio would), a few KB of text each. */
export async function seedPosts(service: ParleySupabaseClient, count: number) {
  const day = 24 * 60 * 60 * 1000;
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `${i % 2 ? 'Agent' : 'Buyer'} negotiation notes #${i + 1}`,
    slug: `bench-post-${i + 1}`,
    category: ['Product', 'Research', 'Guides'][i % 3]!,
    excerpt: `What we learned from negotiation ${i + 1}: anchors, concessions and walk-away points.`,
    content: benchPostParts(i).join('\n'),
    published_at: new Date(Date.now() - (i + 1) * day).toISOString(),
  }));
  const { data, error } = await service.from('blog_posts').insert(rows).select('id');
  if (error) throw new Error(`Could not seed the posts: ${error.message}`);
  await tagBenchPosts(service, data);
}

/** The twelve parts of the seeded post `i`'s text. */
function benchPostParts(i: number): string[] {
  return Array.from(
    { length: 12 },
    (_, p) =>
      `## Part ${p + 1}\n\nAn agent negotiating on a buyer's behalf weighs price, delivery and terms; ` +
      `round ${p + 1} of case ${i + 1} shows how a firm anchor and small, reasoned concessions close ` +
      `a deal sooner than splitting the difference.\n`,
  );
}

/** Every post carries BENCH_TAG and one of three others: a tag page as full as /blog. */
async function tagBenchPosts(service: ParleySupabaseClient, posts: { id: string }[]) {
  for (const [i, post] of posts.entries()) {
    const names = ['Negotiation', ['Anchors', 'Concessions', 'Walk-away points'][i % 3]!];
    const tagged = await service.rpc('set_post_tags', { post_id: post.id, names });
    if (tagged.error) throw new Error(`Could not tag the posts: ${tagged.error.message}`);
  }
}

/** The slug of the seeded post `n` (from 1) with a cover image. */
export const coverPostSlug = (n: number) => `bench-cover-${n}`;
/** The slug of the seeded post `n` (from 1) with five images in its text. */
export const figuresPostSlug = (n: number) => `bench-figures-${n}`;

/**
 * `count` posts with a cover image (`coverPostSlug`) and `count` with five images between their
 * parts (`figuresPostSlug`), the seeded posts' text and tags otherwise, published before them (so the
 * plain posts' pages stay as they were). The pictures are uploaded once, as the editor uploads them
 * (sizes in their metadata), into the first cover post's folder, and every post names the same
 * ones: a page's cost is its render and one listing of that folder, not the images' bytes.
 */
export async function seedPicturePosts(service: ParleySupabaseClient, count: number) {
  const folder = crypto.randomUUID();
  const upload = (width: number, height: number, seed: number, fileName: string) =>
    uploadPostImage(service, {
      postId: folder,
      file: new Blob([pngImage(width, height, seed)], { type: 'image/png' }),
      fileName,
    });
  const cover = await upload(1600, 900, 200, 'cover.png');
  const figures: string[] = [];
  for (let f = 0; f < 5; f++) {
    const [width, height] = f % 2 === 0 ? [1200, 800] : [960, 540];
    figures.push((await upload(width, height, f * 25, `figure-${f + 1}.png`)).url);
  }
  const day = 24 * 60 * 60 * 1000;
  const post = (i: number, kind: 'cover' | 'figures') => ({
    // Every row names its id: a bulk insert sends one column list, so a row without one would send null.
    id: kind === 'cover' && i === 0 ? folder : crypto.randomUUID(),
    title: `${kind === 'cover' ? 'Covered' : 'Illustrated'} negotiation notes #${i + 1}`,
    slug: kind === 'cover' ? coverPostSlug(i + 1) : figuresPostSlug(i + 1),
    category: ['Product', 'Research', 'Guides'][i % 3]!,
    excerpt: `What we learned from negotiation ${i + 1}: anchors, concessions and walk-away points.`,
    cover_image: kind === 'cover' ? cover.url : null,
    content:
      kind === 'cover'
        ? benchPostParts(i).join('\n')
        : benchPostParts(i)
            .map((part, p) =>
              p % 2 === 1 && p < 10 ? `${part}\n![Figure ${(p + 1) / 2}](${figures[(p - 1) / 2]})\n` : part,
            )
            .join('\n'),
    published_at: new Date(Date.now() - (1000 + i) * day).toISOString(),
  });
  const rows = Array.from({ length: count }, (_, i) => [post(i, 'cover'), post(i, 'figures')]).flat();
  const { data, error } = await service.from('blog_posts').insert(rows).select('id');
  if (error) throw new Error(`Could not seed the posts with pictures: ${error.message}`);
  await tagBenchPosts(service, data);
}

/** The author page the site benchmark reads: `/blog/author/{BENCH_AUTHOR}`. */
export const BENCH_AUTHOR = 'bench-author';

/**
 * Gives the first admin (the backend's ADMIN_EMAIL) an author profile and makes them the author of
 * every seeded post, so `/blog/author/bench-author` lists them all (two pages of 12).
 */
export async function seedAuthor(service: ParleySupabaseClient) {
  const { data: admins, error: listError } = await service.rpc('list_admins');
  const userId = admins?.[0]?.user_id;
  if (listError || !userId) throw new Error(`No admin to make an author: ${listError?.message ?? 'none'}`);
  const { error: profileError } = await service.from('author_profiles').insert({
    user_id: userId,
    slug: BENCH_AUTHOR,
    name: 'Bench Author',
    bio: 'Writes the negotiation notes the benchmarks read.',
  });
  if (profileError) throw new Error(`Could not seed the author: ${profileError.message}`);
  const { error } = await service
    .from('blog_posts')
    .update({ author_id: userId })
    .like('slug', 'bench-post-%');
  if (error) throw new Error(`Could not sign the posts: ${error.message}`);
}
/** The tag every seeded post carries (its page: `/blog/tag/negotiation`). */
export const BENCH_TAG = 'negotiation';

/** The slug of the seeded post `n` (from 1) whose cover and figures are its own, seen nowhere else. */
export const ownPicturesPostSlug = (n: number) => `bench-own-pictures-${n}`;

/**
 * `count` posts as the editor makes a new one: a cover and two figures uploaded into the post's own
 * folder (new bytes each, so new names no server has read), the seeded text otherwise. The first
 * render of each pays for reading its pictures' sizes; the shared-folder posts above do not, once
 * any of them was rendered (the site keeps sizes by content-hashed name).
 */
export async function seedOwnPicturePosts(service: ParleySupabaseClient, count: number) {
  const day = 24 * 60 * 60 * 1000;
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    const upload = (width: number, height: number, name: string) =>
      uploadPostImage(service, {
        postId: id,
        file: new Blob([pngImage(width, height, 1000 + i * 3 + name.length)], { type: 'image/png' }),
        fileName: name,
      });
    const cover = await upload(1600, 900, 'cover.png');
    const figures = [await upload(1200, 800, 'figure-1.png'), await upload(960, 540, 'figure-22.png')];
    const parts = benchPostParts(i);
    const { data, error } = await service
      .from('blog_posts')
      .insert({
        id,
        title: `Pictured negotiation notes #${i + 1}`,
        slug: ownPicturesPostSlug(i + 1),
        category: ['Product', 'Research', 'Guides'][i % 3]!,
        excerpt: `What we learned from negotiation ${i + 1}: anchors, concessions and walk-away points.`,
        cover_image: cover.url,
        content: [
          parts[0],
          `![Figure 1](${figures[0]!.url})`,
          parts[1],
          `![Figure 2](${figures[1]!.url})`,
          ...parts.slice(2),
        ].join('\n'),
        published_at: new Date(Date.now() - (2000 + i) * day).toISOString(),
      })
      .select('id');
    if (error) throw new Error(`Could not seed a post with its own pictures: ${error.message}`);
    await tagBenchPosts(service, data);
  }
}
