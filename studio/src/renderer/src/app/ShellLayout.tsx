import { AppShell, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { ColorSchemeToggle } from '@parley/admin-ui/theme';
import { useCallback, useState } from 'react';
import { Outlet, NavLink as RouterLink } from 'react-router-dom';
import { useSignedInAdmin } from '../auth/signed-in-admin';
import { useSupabaseClient } from '../lib/supabase-context';
import { studioNavLinks } from '../paths';
import { DraftsRecovery } from '../screens/DraftsRecovery';
import type { EditorOutletContext } from '../screens/PostsScreens';
import { BackendOfflineBanner } from './backend';
import { useMenuCommands } from './use-menu-commands';

/** The signed-in studio's frame: the navigation, the offline banner, recovered drafts, the screen. */
export function ShellLayout() {
  const client = useSupabaseClient();
  const { email } = useSignedInAdmin();
  const [showPreview, setShowPreview] = useState(true);
  const togglePreview = useCallback(() => setShowPreview((shown) => !shown), []);
  useMenuCommands({ togglePreview });
  return (
    <AppShell navbar={{ width: 220, breakpoint: 0 }} padding="md">
      <AppShell.Navbar p="sm" aria-label="Studio">
        <Stack gap={4} h="100%">
          <Group justify="space-between" wrap="nowrap" px="sm" py="xs">
            <Text fw={700} size="lg">
              Parley Studio
            </Text>
            <ColorSchemeToggle />
          </Group>
          {studioNavLinks.map((link) => (
            <NavLink key={link.to} component={RouterLink} to={link.to} label={link.label} />
          ))}
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
        <BackendOfflineBanner />
        <DraftsRecovery />
        <Outlet context={{ showPreview } satisfies EditorOutletContext} />
      </AppShell.Main>
    </AppShell>
  );
}
