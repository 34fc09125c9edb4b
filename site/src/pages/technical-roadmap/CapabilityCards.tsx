import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Capability } from './content';

/** AI & Data Capabilities: title, description, technology tags and features per card. */
export function CapabilityCards({ capabilities }: { capabilities: Capability[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {capabilities.map((capability) => (
        <Card key={capability.title} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {capability.title}
            </Title>
            <Text size="sm" c="dimmed">
              {capability.description}
            </Text>
            <Group gap={6} aria-label="Technologies">
              {capability.technologies.map((tech) => (
                <Badge key={tech} variant="light" color="indigo" tt="none">
                  {tech}
                </Badge>
              ))}
            </Group>
            <List size="sm" spacing={4}>
              {capability.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
