/**
 * Read throughput of /rest/v1 on loopback: the published-posts list (20 posts) as anon, exactly as
 * supabase-js asks for it, and get-by-slug. Prints figures; never fails on time.
 */
import { POST_SUMMARY_COLUMNS } from '@parley/shared/posts';
import type { BenchTarget } from './auth.bench';
import { load, printTable } from './load';

export async function run(target: BenchTarget): Promise<void> {
  const service = {
    apikey: target.serviceKey,
    authorization: `Bearer ${target.serviceKey}`,
    'content-type': 'application/json',
  };
  const stamp = Date.now();
  const posts = Array.from({ length: 20 }, (_, i) => ({
    title: `Bench post ${i}`,
    slug: `bench-post-${stamp}-${i}`,
    category: i % 2 ? 'Research' : 'AI & E-Commerce',
    excerpt: 'How autonomous agents negotiate price, delivery and quantity.',
    content: '## Negotiation\n\n'.padEnd(4000, 'Agents exchange offers and counter-offers. '),
    published_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  }));
  const seeded = await fetch(`${target.url}/rest/v1/blog_posts`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify(posts),
  });
  if (!seeded.ok) throw new Error(`bench: seeding failed with ${seeded.status}: ${await seeded.text()}`);

  const anon = {
    apikey: target.anonKey,
    authorization: `Bearer ${target.anonKey}`,
    'accept-profile': 'public',
  };
  const results = [
    await load('published posts list (20 posts, anon)', {
      // The exact request the public blog list sends (fetchPublishedPosts).
      url: `${target.url}/rest/v1/blog_posts?select=${POST_SUMMARY_COLUMNS.replace(/\s/g, '')}&published_at=not.is.null&order=published_at.desc`,
      headers: anon,
    }),
    await load('post by slug (anon)', {
      url: `${target.url}/rest/v1/blog_posts?select=*&slug=eq.${posts[7]!.slug}`,
      headers: { ...anon, accept: 'application/vnd.pgrst.object+json' },
    }),
  ];
  printTable(results);
}
