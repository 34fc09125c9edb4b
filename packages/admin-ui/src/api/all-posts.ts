import { useQuery } from '@tanstack/react-query';
import { postQueries } from '@parley/shared';
import { useAdminHost } from '../host/AdminHost';

/**
 * Every post with its content, drafts included, newest created first (postQueries.adminList):
 * what the media library searches for a picture's URL to say which posts use it. The post list
 * itself pages in the database (admin-posts.ts).
 */
export function useAdminPosts() {
  const { supabase } = useAdminHost();
  return useQuery(postQueries.adminList(supabase));
}
