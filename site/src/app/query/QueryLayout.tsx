import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Outlet } from '@parley/router';
import { browserQueryClient } from '../../lib/query/browser-query-client';
import { ServerQueryClientContext } from './server-query-client';

/**
 * The pages that read data through React Query (the blog) or manage it (the admin) sit under this
 * lazily loaded layout, so it is downloaded with them and never by the marketing or lead pages.
 */
export default function QueryLayout() {
  const serverClient = useContext(ServerQueryClientContext);
  const [client] = useState(() => serverClient ?? browserQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
