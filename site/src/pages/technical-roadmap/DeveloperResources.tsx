import { Button, SimpleGrid } from '@mantine/core';
import { Link } from '@parley/router';
import { InfoCard } from '../../components/marketing/InfoCard';
import { paths } from '../../config/paths';

const resources = [
  {
    title: 'API Reference',
    text: 'Endpoints, request bodies and sample responses for /api/v1.',
    to: paths.apiDocumentation,
  },
  {
    title: 'Developer Guides',
    text: 'Set up agents, their limits and strategies step by step.',
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
        <InfoCard key={resource.title} title={resource.title} text={resource.text} textMb="md">
          <Button component={Link} to={resource.to} variant="light">
            {resource.title}
          </Button>
        </InfoCard>
      ))}
    </SimpleGrid>
  );
}
