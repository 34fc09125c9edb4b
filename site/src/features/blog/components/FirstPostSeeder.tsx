import { QueryClientProvider } from '@tanstack/react-query';
import { browserQueryClient } from '../../../lib/query/browser-query-client';
import { useSeedFirstPost } from '../hooks/use-seed-first-post';

function Seeder({ userId }: { userId: string }) {
  useSeedFirstPost({ userId, isAdmin: true });
  return null;
}

/**
 * Seeds the first post for a signed-in admin; rendered lazily by the site layout, outside
 * the data pages, so it brings the browser's one query cache with it (to refresh the lists it fills).
 */
export default function FirstPostSeeder({ userId }: { userId: string }) {
  return (
    <QueryClientProvider client={browserQueryClient()}>
      <Seeder userId={userId} />
    </QueryClientProvider>
  );
}
