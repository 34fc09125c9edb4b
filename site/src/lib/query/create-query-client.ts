import { QUERY_DEFAULTS } from '@parley/shared/queries';
import { QueryClient } from '@tanstack/react-query';

/** The site's query cache: one retry, no refetch on focus (docs/product-rules.md#data-access-and-caching). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
}
