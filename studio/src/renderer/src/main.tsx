import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@parley/article/article.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@parley/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { studioTheme } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={studioTheme}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
