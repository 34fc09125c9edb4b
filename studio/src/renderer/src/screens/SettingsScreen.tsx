import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { firstErrors } from '../lib/first-errors';
import { backendSettingsSchema, type BackendSettings } from '../../../shared/ipc-contract';
import { bridge } from '../lib/bridge';
import { checkBackend } from '../lib/check-backend';

const LOCAL = 'http://127.0.0.1:54321';

interface Props {
  current: BackendSettings;
  onSaved(settings: BackendSettings): void;
}

/** Where the studio's backend lives: validated, then checked live before it is saved. */
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
    onSaved(await bridge().setSettings(settings));
    setStatus('saved');
  });

  return (
    <Paper withBorder p="lg" maw={640}>
      <form onSubmit={save} noValidate>
        <Stack>
          <Title order={2}>Backend</Title>
          <Text c="dimmed" size="sm">
            The Supabase project the studio works on. The default is the embedded local backend ({LOCAL}) that
            <code> npm start</code> runs. Use the project&apos;s anon (public) key, never the service-role
            key.
          </Text>
          <TextInput label="Supabase URL" required {...form.getInputProps('supabaseUrl')} />
          <TextInput label="Anon key" required {...form.getInputProps('supabaseAnonKey')} />
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
