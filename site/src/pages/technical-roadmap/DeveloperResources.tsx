import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

const resources = [
  {
    title: 'API Reference',
    text: 'Endpoints, request bodies and sample responses for /v1.',
    to: paths.apiDocumentation,
  },
  {
    title: 'Developer Guides',
    text: 'Set up agents, templates and rules step by step.',
    to: paths.documentation,
  },
  {
    title: 'Training Webinars',
    text: 'Live and recorded sessions with the Parley team.',
    to: paths.webinars,
  },
] as const;

export function DeveloperResources() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {resources.map((resource) => (
        <Card key={resource.title} withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb="xs">
            {resource.title}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {resource.text}
          </Text>
          <Button component={Link} to={resource.to} variant="light">
            {resource.title}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
