// The posts `npm run bench:web` measures for pictures: ten images of the post-images bucket, uploaded
// by the admin exactly as the editor does (content-hashed names, width and height in the metadata),
// between paragraphs, so all but the first are below the fold on a phone; and a cover image above a
// short text. CLS must stay 0: the server gives each image its width and height.
import { uploadPostImage } from '@parley/shared/images';
import { createPost } from '@parley/shared/posts';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { pngImage } from '@parley/shared/testing';

export const IMAGES_POST_SLUG = 'bench-ten-images';
const IMAGE_COUNT = 10;

const PARAGRAPH =
  'Buyer and seller agents exchange offers under the same protocol, and each round narrows the gap ' +
  'between price, quantity and delivery until both sides accept or walk away.';

/** Stores the post (once) with its ten pictures; returns its path on the site. */
export async function seedImagesPost(client: ParleySupabaseClient, authorId: string): Promise<string> {
  const path = `/blog/${IMAGES_POST_SLUG}`;
  const { data: existing } = await client.from('blog_posts').select('id').eq('slug', IMAGES_POST_SLUG);
  if (existing && existing.length > 0) return path;
  const postId = crypto.randomUUID();
  const sections: string[] = [];
  for (let i = 0; i < IMAGE_COUNT; i++) {
    // Landscape pictures of a few sizes, each a different colour (so a different file).
    const [width, height] = i % 2 === 0 ? [1200, 800] : [960, 540];
    const image = await uploadPostImage(client, {
      postId,
      file: new Blob([pngImage(width, height, i * 25)], { type: 'image/png' }),
      fileName: `figure-${i + 1}.png`,
    });
    sections.push(`## Round ${i + 1}\n\n${PARAGRAPH}\n\n![Figure ${i + 1}](${image.url})\n\n${PARAGRAPH}`);
  }
  await createPost(
    client,
    {
      title: 'Ten pictures of a negotiation',
      slug: IMAGES_POST_SLUG,
      category: 'Benchmark',
      excerpt: 'A post with ten bucket images, for the page-speed benchmark.',
      content: sections.join('\n\n'),
      cover_image: null,
      published_at: new Date().toISOString(),
    },
    authorId,
    postId,
  );
  return path;
}

export const COVER_POST_SLUG = 'bench-cover-image';

/**
 * Stores the post (once) with a cover image (1600×900, uploaded as the editor does) above six
 * paragraphs of text: the cover is the page's largest paint, preloaded by the server's `Link` header.
 * Returns its path on the site.
 */
export async function seedCoverPost(client: ParleySupabaseClient, authorId: string): Promise<string> {
  const path = `/blog/${COVER_POST_SLUG}`;
  const { data: existing } = await client.from('blog_posts').select('id').eq('slug', COVER_POST_SLUG);
  if (existing && existing.length > 0) return path;
  const postId = crypto.randomUUID();
  const cover = await uploadPostImage(client, {
    postId,
    file: new Blob([pngImage(1600, 900, 200)], { type: 'image/png' }),
    fileName: 'cover.png',
  });
  await createPost(
    client,
    {
      title: 'A negotiation under a cover picture',
      slug: COVER_POST_SLUG,
      category: 'Benchmark',
      excerpt: 'A post with a cover image, for the page-speed benchmark.',
      content: Array.from({ length: 6 }, (_, i) => `## Round ${i + 1}\n\n${PARAGRAPH}`).join('\n\n'),
      cover_image: cover.url,
      published_at: new Date().toISOString(),
    },
    authorId,
    postId,
  );
  return path;
}
