import { Card, Paper, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { brand } from '@parley/shared/config';
import { IconMail, IconMessageCircle, IconPhone, IconCrown } from '@tabler/icons-react';
import { supportOptions } from './content';

/** Phone, email and live chat, then the Enterprise support box. */
export function OtherOptions() {
  const rows: { title: string; text: string; icon: typeof IconPhone; extra?: string }[] = [
    { ...supportOptions.phone, icon: IconPhone },
    { ...supportOptions.email, icon: IconMail, extra: brand.supportEmail },
    { ...supportOptions.chat, icon: IconMessageCircle },
  ];
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Other ways to reach us
      </Title>
      {rows.map(({ title, text, icon: Icon, extra }) => (
        <Card key={title} withBorder radius="md" padding="md">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size="lg" radius="md">
              <Icon size={18} aria-hidden />
            </ThemeIcon>
            <div>
              <Text fw={600}>{title}</Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
              {extra && <Text size="sm">{extra}</Text>}
            </div>
          </Group>
        </Card>
      ))}
      <Paper radius="md" p="md" bg="var(--mantine-color-blue-light)">
        <Group gap="xs" mb={4}>
          <IconCrown size={18} aria-hidden />
          <Text fw={600}>{supportOptions.enterprise.title}</Text>
        </Group>
        <Text size="sm">{supportOptions.enterprise.text}</Text>
      </Paper>
    </Stack>
  );
}
