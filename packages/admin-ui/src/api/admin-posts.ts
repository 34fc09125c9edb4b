import { useQuery } from '@tanstack/react-query';
import { postQueries } from '@parley/shared';
import { useAdminHost } from '../host/AdminHost';

/** Every post, drafts included, newest created first (query key `adminBlogPosts`). */
export function useAdminPosts() {
  const { supabase } = useAdminHost();
  return useQuery(postQueries.all(supabase));
}
