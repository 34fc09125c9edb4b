import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { SignedInAdminProvider, type SignedInAdmin } from '../auth/signed-in-admin';
import { useAdminSession } from '../auth/use-admin-session';
import { FullPageLoader } from '../components/FullPageLoader';
import { useBackendSettings } from '../lib/backend-settings';
import { useSupabaseClient } from '../lib/supabase-context';
import { SettingsScreen } from '../screens/SettingsScreen';
import { SignInScreen } from '../screens/SignInScreen';
import { BackendOfflineBanner } from './backend';

/** Only a signed-in admin reaches `children`; anyone else gets the sign-in (or the backend settings). */
export function AuthGate({ children }: { children: ReactNode }) {
  const auth = useAdminSession(useSupabaseClient());
  if (auth.status === 'loading') return <FullPageLoader />;
  if (auth.status === 'signed-out') return <SignedOut notice={auth.notice} />;
  const { id, email } = auth.session.user;
  return (
    // Another admin signing in starts the studio afresh.
    <SignedIn key={id} userId={id} email={email ?? ''}>
      {children}
    </SignedIn>
  );
}

function SignedIn({ userId, email, children }: SignedInAdmin & { children: ReactNode }) {
  const admin = useMemo(() => ({ userId, email }), [userId, email]);
  return <SignedInAdminProvider value={admin}>{children}</SignedInAdminProvider>;
}

function SignedOut({ notice }: { notice?: string }) {
  const { settings, onSaved } = useBackendSettings();
  const [showSettings, setShowSettings] = useState(false);
  return (
    <>
      <BackendOfflineBanner />
      <Stack p="md">
        {showSettings ? (
          <SettingsScreen current={settings} onSaved={onSaved} />
        ) : (
          <SignInScreen notice={notice} />
        )}
        <Group justify="center">
          <Button variant="subtle" onClick={() => setShowSettings((s) => !s)}>
            {showSettings ? 'Back to sign in' : 'Backend settings'}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
