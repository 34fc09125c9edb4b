import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The server render's query cache, filled before rendering (see `ssr/prefetch.ts`); absent in the
 * browser. Only a type comes from React Query here: pages without data never download it.
 */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);
