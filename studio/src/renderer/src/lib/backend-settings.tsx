import { createContext, use, type ReactNode } from 'react';
import type { BackendSettings } from '../../../shared/ipc-contract';

export interface BackendSettingsValue {
  /** The backend the studio works on, as the main process stored it. */
  settings: BackendSettings;
  /** Takes settings the main process has just stored: the studio reconnects when the backend changed. */
  onSaved(settings: BackendSettings): void;
}

const BackendSettingsContext = createContext<BackendSettingsValue | null>(null);

export function BackendSettingsProvider({
  value,
  children,
}: {
  value: BackendSettingsValue;
  children: ReactNode;
}) {
  return <BackendSettingsContext value={value}>{children}</BackendSettingsContext>;
}

/** The studio's backend settings; throws when rendered outside <BackendSettingsProvider>. */
export function useBackendSettings(): BackendSettingsValue {
  const value = use(BackendSettingsContext);
  if (!value) throw new Error('useBackendSettings() needs a <BackendSettingsProvider> above it.');
  return value;
}
