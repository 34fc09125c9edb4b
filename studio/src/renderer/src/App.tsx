import { AppShell, Button, Center, Group, Loader, NavLink, Stack, Text } from '@mantine/core';
import type { ParleySupabaseClient } from '@parley/shared';
import { useEffect, useMemo, useState } from 'react';
import {
  createHashRouter,
  Navigate,
  NavLink as RouterLink,
  Outlet,
  RouterProvider,
  useNavigate,
} from 'react-router-dom';
import type { BackendSettings } from '../../shared/ipc-contract';
import { useAdminSession } from './auth/use-admin-session';
import { OfflineBanner } from './components/OfflineBanner';
import { bridge } from './lib/bridge';
import { createStudioClient } from './lib/supabase';
import { useBackendReachable } from './lib/use-backend-reachable';
import { studioPaths } from './paths';
import { DraftsRecovery } from './screens/DraftsRecovery';
import { LeadsScreen } from './screens/LeadsScreen';
import { MediaScreen } from './screens/MediaScreen';
import { EditPostScreen, NewPostScreen, PostsScreen, type EditorOutletContext } from './screens/PostsScreens';
import { SettingsScreen } from './screens/SettingsScreen';
import { SignInScreen } from './screens/SignInScreen';

/** Loads the backend settings, then runs the studio against that backend. */
export function App() {
  const [settings, setSettings] = useState<BackendSettings>();
  useEffect(() => {
    void bridge().getSettings().then(setSettings);
  }, []);
  if (!settings) return <FullPageLoader />;
  return (
    <Studio
      key={`${settings.supabaseUrl} ${settings.supabaseAnonKey}`}
      settings={settings}
      onSettings={setSettings}
    />
  );
}

function Studio({
  settings,
  onSettings,
}: {
  settings: BackendSettings;
  onSettings(s: BackendSettings): void;
}) {
  const client = useMemo(() => createStudioClient(settings), [settings]);
  const auth = useAdminSession(client);
  const reachable = useBackendReachable(settings.supabaseUrl);
  const [showSettings, setShowSettings] = useState(false);

  const banner = reachable ? null : <OfflineBanner supabaseUrl={settings.supabaseUrl} />;
  if (auth.status === 'loading') return <FullPageLoader />;
  if (auth.status === 'signed-out') {
    return (
      <>
        {banner}
        <Stack p="md">
          {showSettings ? (
            <SettingsScreen current={settings} onSaved={onSettings} />
          ) : (
            <SignInScreen client={client} notice={auth.notice} />
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
  return (
    <StudioRouter
      client={client}
      userId={auth.session.user.id}
      email={auth.session.user.email ?? ''}
      settings={settings}
      onSettings={onSettings}
      banner={banner}
    />
  );
}

interface RouterProps {
  client: ParleySupabaseClient;
  userId: string;
  email: string;
  settings: BackendSettings;
  onSettings(s: BackendSettings): void;
  banner: React.ReactNode;
}

function StudioRouter(props: RouterProps) {
  const router = useMemo(
    () =>
      createHashRouter([
        {
          element: <Layout {...props} />,
          children: [
            { index: true, element: <Navigate to={studioPaths.posts} replace /> },
            { path: studioPaths.posts, element: <PostsScreen client={props.client} userId={props.userId} /> },
            {
              path: studioPaths.newPost,
              element: <NewPostScreen client={props.client} userId={props.userId} />,
            },
            {
              path: studioPaths.editPost,
              element: <EditPostScreen client={props.client} userId={props.userId} />,
            },
            { path: studioPaths.leads, element: <LeadsScreen client={props.client} /> },
            { path: studioPaths.media, element: <MediaScreen client={props.client} userId={props.userId} /> },
            {
              path: studioPaths.settings,
              element: <SettingsScreen current={props.settings} onSaved={props.onSettings} />,
            },
            { path: '*', element: <Navigate to={studioPaths.posts} replace /> },
          ],
        },
      ]),
    // The router is built once per signed-in studio; screens read fresh props through it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.client, props.userId],
  );
  return <RouterProvider router={router} />;
}

function Layout({ client, email, banner }: RouterProps) {
  const navigate = useNavigate();
  const [showPreview, setShowPreview] = useState(true);
  useEffect(
    () =>
      bridge().onMenuCommand((command) => {
        if (command === 'new-post') navigate(studioPaths.newPost);
        if (command === 'toggle-preview') setShowPreview((shown) => !shown);
        // The menu's accelerator takes Ctrl/Cmd+S before the page sees it: hand the editor the
        // shortcut it listens for (admin-ui's mod+S hotkey submits the form).
        if (command === 'save') {
          document.documentElement.dispatchEvent(
            new KeyboardEvent('keydown', { key: 's', code: 'KeyS', ctrlKey: true, bubbles: true }),
          );
        }
      }),
    [navigate],
  );
  return (
    <AppShell navbar={{ width: 220, breakpoint: 0 }} padding="md">
      <AppShell.Navbar p="sm" aria-label="Studio">
        <Stack gap={4} h="100%">
          <Text fw={700} size="lg" px="sm" py="xs">
            Parley Studio
          </Text>
          <NavLink component={RouterLink} to={studioPaths.posts} label="Posts" />
          <NavLink component={RouterLink} to={studioPaths.newPost} label="New post" />
          <NavLink component={RouterLink} to={studioPaths.leads} label="Leads" />
          <NavLink component={RouterLink} to={studioPaths.media} label="Media library" />
          <NavLink component={RouterLink} to={studioPaths.settings} label="Settings" />
          <Stack gap={4} mt="auto">
            <Text size="xs" c="dimmed" px="sm">
              {email}
            </Text>
            <Button variant="light" onClick={() => void client.auth.signOut()}>
              Sign Out
            </Button>
          </Stack>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        {banner}
        <DraftsRecovery />
        <Outlet context={{ showPreview } satisfies EditorOutletContext} />
      </AppShell.Main>
    </AppShell>
  );
}

function FullPageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
