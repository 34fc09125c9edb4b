import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

interface ThankYouPanelProps {
  title: string;
  text: string;
}

/** Shown after a /signup submission, while the page counts down to the home page. */
export function ThankYouPanel({ title, text }: ThankYouPanelProps) {
  return (
    <Stack align="center" gap="sm" py="lg" role="status">
      <ThemeIcon size={48} radius="xl" color="green" aria-hidden>
        <IconCheck size={28} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text>{text}</Text>
      <Text c="dimmed" size="sm">
        Redirecting to home page...
      </Text>
    </Stack>
  );
}
