// The published posts the site benchmarks read (`npm run bench:site`, `npm run bench:render`).
import type { ParleySupabaseClient } from '@parley/shared/supabase';

/** Stores `count` published posts as the service role (as the studio would), a few KB of text each. */
export async function seedPosts(service: ParleySupabaseClient, count: number) {
  const day = 24 * 60 * 60 * 1000;
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `${i % 2 ? 'Agent' : 'Buyer'} negotiation notes #${i + 1}`,
    slug: `bench-post-${i + 1}`,
    category: ['Product', 'Research', 'Guides'][i % 3]!,
    excerpt: `What we learned from negotiation ${i + 1}: anchors, concessions and walk-away points.`,
    content: Array.from(
      { length: 12 },
      (_, p) =>
        `## Part ${p + 1}\n\nAn agent negotiating on a buyer's behalf weighs price, delivery and terms; ` +
        `round ${p + 1} of case ${i + 1} shows how a firm anchor and small, reasoned concessions close ` +
        `a deal sooner than splitting the difference.\n`,
    ).join('\n'),
    published_at: new Date(Date.now() - (i + 1) * day).toISOString(),
  }));
  const { data, error } = await service.from('blog_posts').insert(rows).select('id');
  if (error) throw new Error(`Could not seed the posts: ${error.message}`);
  // Every post carries BENCH_TAG and one of three others: a tag page as full as /blog.
  for (const [i, post] of data.entries()) {
    const names = ['Negotiation', ['Anchors', 'Concessions', 'Walk-away points'][i % 3]!];
    const tagged = await service.rpc('set_post_tags', { post_id: post.id, names });
    if (tagged.error) throw new Error(`Could not tag the posts: ${tagged.error.message}`);
  }
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
