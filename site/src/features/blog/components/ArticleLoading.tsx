import { Center, Loader, Stack, Text } from '@mantine/core';

/** The article's loading state: "Loading article..." (docs/messages.md#blog). */
export function ArticleLoading() {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Loading article...</Text>
      </Stack>
    </Center>
  );
}
