import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseCase } from './content';
import { IllustrationWithFallback } from '../../components/IllustrationWithFallback';

/** One use case; `reversed` puts the image first on wide screens so blocks alternate. */
export function UseCaseBlock({ useCase, reversed }: { useCase: UseCase; reversed: boolean }) {
  return (
    <SimpleGrid component="section" cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="sm" style={{ order: reversed ? 2 : 1 }}>
        <Title order={2}>{useCase.title}</Title>
        <Text>{useCase.description}</Text>
        <Title order={3} size="h5">
          How it works
        </Title>
        <Text c="dimmed">{useCase.details}</Text>
        {/* The figures are marketing examples, not measured results: the page says so (issue #32). */}
        <Title order={3} size="h5">
          Impact (illustrative figures)
        </Title>
        <Group gap="xs">
          {useCase.metrics.map((metric) => (
            <Badge
              key={metric}
              variant="outline"
              color="teal.9"
              tt="none"
              size="lg"
              style={{ whiteSpace: 'normal', height: 'auto' }}
            >
              {metric}
            </Badge>
          ))}
        </Group>
      </Stack>
      <div style={{ order: reversed ? 1 : 2 }}>
        <IllustrationWithFallback src={useCase.image} alt={useCase.imageAlt} />
      </div>
    </SimpleGrid>
  );
}
