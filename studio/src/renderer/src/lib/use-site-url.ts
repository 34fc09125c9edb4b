import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LOCAL_SITE_URL } from '@parley/shared/local-defaults';
import type { BackendSettings } from '../../../shared/ipc-contract';
import { bridge } from './bridge';

const settingsKey = ['studio', 'settings'] as const;

/**
 * The public site of the settings (where "View post" opens), read from the main process once and
 * kept until Settings saves another (`useRememberSettings`). The local site until the first answer.
 */
export function useSiteUrl(): string {
  const { data } = useQuery({
    queryKey: settingsKey,
    queryFn: () => bridge().getSettings(),
    staleTime: Infinity,
  });
  return data?.siteUrl ?? LOCAL_SITE_URL;
}

/** Hands settings just saved to the screens reading them (`useSiteUrl`). */
export function useRememberSettings(): (settings: BackendSettings) => void {
  const queryClient = useQueryClient();
  return (settings) => queryClient.setQueryData(settingsKey, settings);
}
