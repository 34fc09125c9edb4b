import { Container, Stack, Text, Title } from '@mantine/core';
import { BackToBlogButton } from './BackToBlogButton';

export const ARTICLE_NOT_FOUND = {
  title: 'Article Not Found',
  text: "We couldn't find the article you're looking for.",
} as const;

/** Shown when the article fetch fails or finds nothing (a wrong slug, or a draft); `texts` for an author. */
export function ArticleNotFound({ texts = ARTICLE_NOT_FOUND }: { texts?: { title: string; text: string } }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed">{texts.text}</Text>
        <BackToBlogButton />
      </Stack>
    </Container>
  );
}
