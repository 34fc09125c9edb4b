import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOCAL_SITE_URL, LOCAL_SUPABASE_URL } from '@parley/shared/local-defaults';
import { useState } from 'react';
import { firstErrors } from '../lib/first-errors';
import { backendSettingsSchema, type BackendSettings } from '../../../shared/ipc-contract';
import { bridge } from '../lib/bridge';
import { checkBackend } from '../lib/check-backend';
import { isPlainHttpOverNetwork } from '../lib/plain-http';

/** Shown under the backend's address while it is `http://` to another computer (saving still works). */
export const PLAIN_HTTP_WARNING =
  'This address is not encrypted: your session and the posts you edit would cross the network in plain text. Use https:// unless the backend runs on this computer.';

interface Props {
  current: BackendSettings;
  onSaved(settings: BackendSettings): void;
}

/**
 * Where the studio's backend lives (validated, then checked live before it is saved) and the public
 * site its links open (validated only: the site need not run while the studio does).
 */
export function SettingsScreen({ current, onSaved }: Props) {
  const [status, setStatus] = useState<'idle' | 'checking' | 'saved'>('idle');
  const form = useForm<BackendSettings>({
    initialValues: current,
    validate: (values) => {
      const result = backendSettingsSchema.safeParse(values);
      if (result.success) return {};
      return firstErrors(result.error.issues);
    },
  });

  const save = form.onSubmit(async (values) => {
    const settings = backendSettingsSchema.parse(values);
    setStatus('checking');
    const check = await checkBackend(settings);
    if (!check.ok) {
      form.setFieldError('supabaseUrl', check.message);
      setStatus('idle');
      return;
    }
    const saved = await bridge().setSettings(settings);
    onSaved(saved);
    setStatus('saved');
  });

  return (
    <Paper withBorder p="lg" maw={640}>
      <form onSubmit={save} noValidate>
        <Stack>
          <Title order={2}>Backend</Title>
          <Text c="dimmed" size="sm">
            The Supabase project the studio works on. The default is the embedded local backend (
            {LOCAL_SUPABASE_URL}) that
            <code> npm start</code> runs. Use the project&apos;s anon (public) key, never the service-role
            key.
          </Text>
          <TextInput
            label="Supabase URL"
            required
            {...form.getInputProps('supabaseUrl')}
            description={
              isPlainHttpOverNetwork(form.values.supabaseUrl) ? (
                <Text component="span" size="xs" c="var(--mantine-color-orange-light-color)">
                  {PLAIN_HTTP_WARNING}
                </Text>
              ) : undefined
            }
          />
          <TextInput label="Anon key" required {...form.getInputProps('supabaseAnonKey')} />
          <TextInput
            label="Public site URL"
            description={`Where a post’s View link and Help › Documentation open. The default is the site npm start serves (${LOCAL_SITE_URL}).`}
            required
            {...form.getInputProps('siteUrl')}
          />
          <Group>
            <Button type="submit" loading={status === 'checking'}>
              Check and save
            </Button>
            {status === 'saved' && <Text c="teal">Connected and saved.</Text>}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
