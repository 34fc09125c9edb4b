// The published posts the site benchmarks read (`npm run bench:site`, `npm run bench:render`).
import type { ParleySupabaseClient } from '@parley/shared';

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

/** The tag every seeded post carries (its page: `/blog/tag/negotiation`). */
export const BENCH_TAG = 'negotiation';
