import type { BlogPost } from '@parley/shared/supabase';
import { PageMeta } from '../../../components/PageMeta';
import { env } from '../../../config/env';
import { articleJsonLd } from '../../../lib/head/structured-data';
import { coverSource } from '../lib/cover-image';
import { postHead } from '../lib/post-head';

/**
 * A post's head: its search and social fields with their defaults (postHead), JSON-LD `Article`
 * naming its author. `noindex` for a shared draft's preview.
 */
export function PostPageMeta({ post, path, noindex }: { post: BlogPost; path: string; noindex?: boolean }) {
  const head = postHead(post);
  return (
    <PageMeta
      title={head.title}
      description={head.description}
      type="article"
      image={head.image}
      path={path}
      canonicalOverride={head.canonicalOverride}
      noindex={noindex}
      jsonLd={[articleJsonLd(env.siteUrl, post, path, coverSource(post).src)]}
    />
  );
}
