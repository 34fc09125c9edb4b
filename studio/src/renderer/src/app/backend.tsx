import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BackendSettings } from '../../../shared/ipc-contract';
import { FullPageLoader } from '../components/FullPageLoader';
import { OfflineBanner } from '../components/OfflineBanner';
import { BackendSettingsProvider, useBackendSettings } from '../lib/backend-settings';
import { bridge } from '../lib/bridge';
import { createStudioClient } from '../lib/supabase';
import { SupabaseClientProvider } from '../lib/supabase-context';
import { useBackendReachable } from '../lib/use-backend-reachable';

/**
 * Loads the backend settings, then runs `children` against that backend: its Supabase client and
 * whether it answers. New settings (another URL or key) start the studio again on the new backend.
 */
export function BackendProviders({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<BackendSettings>();
  useEffect(() => {
    void bridge().getSettings().then(setSettings);
  }, []);
  const value = useMemo(() => settings && { settings, onSaved: setSettings }, [settings]);
  if (!value) return <FullPageLoader />;
  return (
    <BackendSettingsProvider value={value}>
      <BackendConnection key={`${value.settings.supabaseUrl} ${value.settings.supabaseAnonKey}`}>
        {children}
      </BackendConnection>
    </BackendSettingsProvider>
  );
}

const ReachableContext = createContext(true);

function BackendConnection({ children }: { children: ReactNode }) {
  const { settings } = useBackendSettings();
  const client = useMemo(() => createStudioClient(settings), [settings]);
  const reachable = useBackendReachable(settings.supabaseUrl);
  return (
    <SupabaseClientProvider client={client}>
      <ReachableContext value={reachable}>{children}</ReachableContext>
    </SupabaseClientProvider>
  );
}

/** The "Backend unreachable" banner while the backend does not answer; nothing otherwise. */
export function BackendOfflineBanner() {
  const reachable = use(ReachableContext);
  const { settings } = useBackendSettings();
  return reachable ? null : <OfflineBanner supabaseUrl={settings.supabaseUrl} />;
}
