import { Container, Stack, Text, Title } from '@mantine/core';
import { BackToBlogButton } from './BackToBlogButton';

export const TAG_NOT_FOUND = {
  title: 'Tag Not Found',
  text: 'No published article has this tag.',
} as const;

/** A tag's page when no published post carries that tag (an unknown slug, or a draft's tag). */
export function TagNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{TAG_NOT_FOUND.title}</Title>
        <Text c="dimmed">{TAG_NOT_FOUND.text}</Text>
        <BackToBlogButton />
      </Stack>
    </Container>
  );
}
