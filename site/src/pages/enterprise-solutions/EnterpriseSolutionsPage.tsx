import {
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { links } from '../../config/paths';
import { enterpriseFeatures } from './content';

/**
 * /enterprise-solutions. No button may lead nowhere (docs/routes.md#no-dead-ends), so the demo and
 * consultation buttons lead to the demo form and the whitepaper is visibly not yet available.
 */
export default function EnterpriseSolutionsPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Enterprise Solutions"
        description="Parley for large organisations: unlimited concurrent negotiations, ERP and CRM integrations, SSO, custom strategy models and a dedicated success team."
      />
      <Stack gap={56}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>Enterprise Solutions</Title>
          <Text size="lg" c="dimmed" maw={720}>
            Put autonomous negotiation agents to work across every supplier and customer relationship, with
            the governance, integrations and support a global procurement or sales organisation needs.
          </Text>
          <Group>
            <Button component={Link} to={links.signup({ type: 'demo' })}>
              Schedule a Demo
            </Button>
            <Button variant="outline" disabled aria-describedby="whitepaper-note">
              Download Whitepaper
            </Button>
            <Text id="whitepaper-note" size="sm" c="dimmed">
              Whitepaper coming soon
            </Text>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {enterpriseFeatures.map(({ title, description, icon: Icon }) => (
            <Card key={title} withBorder radius="md" padding="lg">
              <ThemeIcon size="xl" radius="md" variant="light" mb="md">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h4" mb="xs">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={2} size="h3" mb="xs">
            Plan your roll-out with us
          </Title>
          <Text c="dimmed" mb="md" maw={640} mx="auto">
            Our solution engineers map your categories, rules and systems and propose a pilot with measurable
            savings targets.
          </Text>
          <Button component={Link} to={links.signup({ type: 'demo', plan: 'enterprise' })} size="md">
            Request Enterprise Consultation
          </Button>
        </Paper>
      </Stack>
    </Container>
  );
}
