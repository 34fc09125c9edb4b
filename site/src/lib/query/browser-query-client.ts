import type { QueryClient } from '@tanstack/react-query';
import { hydrateQueryState } from './query-state';
import { createQueryClient } from './create-query-client';

let client: QueryClient | undefined;

/**
 * The browser's one query cache, made when the first page with data needs it, starting from what
 * the server rendered that page with. Kept for the whole visit, across client-side navigations.
 */
export function browserQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    hydrateQueryState(client, document);
  }
  return client;
}
