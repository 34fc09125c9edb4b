import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postQueries } from '@parley/shared/queries';
import type { PostListParams } from '../dashboard/list-params';
import { PAGE_SIZE } from '../dashboard/list-params';
import { useAdminHost } from '../host/AdminHost';

/**
 * One page of the admin's post list (drafts and scheduled posts too), filtered, searched and sorted
 * by the database, with its exact count. The previous page stays on screen while the next loads.
 */
export function useAdminPostsPage(params: PostListParams) {
  const { supabase } = useAdminHost();
  const query = {
    status: params.status === 'all' ? undefined : params.status,
    search: params.search,
    sort: params.sort,
    direction: params.direction,
    page: params.page,
    pageSize: PAGE_SIZE,
  };
  return useQuery({ ...postQueries.adminPage(supabase, query), placeholderData: keepPreviousData });
}
