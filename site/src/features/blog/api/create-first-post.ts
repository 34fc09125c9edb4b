import { createFirstPostIfNone } from '@parley/shared/posts';
import { type BlogPost } from '@parley/shared/supabase';
import { env } from '../../../config/env';
import { getSupabase } from '../../../lib/supabase-client';

/**
 * Creates the seed post unless the blog has one. Its own module, imported when an admin is
 * signed in: supabase-js and the post-writing code (with its validation) stay out of visitors' pages.
 */
export function createFirstPost(userId: string): Promise<BlogPost | null> {
  return createFirstPostIfNone(getSupabase(), userId, { siteUrl: env.siteUrl });
}
