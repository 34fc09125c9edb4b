import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

const GRID_PLACEHOLDERS = 3;

/** The loading state: the shape of a featured post and a row of cards. */
export function BlogListSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Loading blog posts">
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton h={260} />
          <Stack gap="sm">
            <Skeleton h={20} w="30%" />
            <Skeleton h={32} />
            <Skeleton h={14} />
            <Skeleton h={14} w="80%" />
          </Stack>
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: GRID_PLACEHOLDERS }, (_, index) => (
          <Card key={index} withBorder radius="md" padding="lg">
            <Skeleton h={160} />
            <Skeleton h={20} mt="md" />
            <Skeleton h={14} mt="sm" />
            <Skeleton h={14} mt="xs" w="70%" />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
