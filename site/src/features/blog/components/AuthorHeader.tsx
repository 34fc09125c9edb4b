import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicAuthor } from '@parley/shared/authors';

/** The top of an author's page: avatar (or initials), name as the page's heading, short bio. */
export function AuthorHeader({ author }: { author: PublicAuthor }) {
  return (
    <Group align="center" gap="lg" wrap="nowrap">
      <Avatar src={author.avatar_url} alt="" size={96} radius="xl" name={author.name} color="initials" />
      <Stack gap={4}>
        <Title order={1}>{author.name}</Title>
        {author.bio && <Text c="dimmed">{author.bio}</Text>}
      </Stack>
    </Group>
  );
}
