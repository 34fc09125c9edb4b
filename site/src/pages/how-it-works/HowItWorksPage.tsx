import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from '@parley/router';
import { CallToAction } from '../../components/marketing/CallToAction';
import { InfoCard } from '../../components/marketing/InfoCard';
import { PageHero } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { links } from '../../config/paths';
import { howItWorksSteps, integrations } from './content';

/** /how-it-works: four steps, the integrations, and the trial and demo calls to action. */
export default function HowItWorksPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta route="howItWorks" />
      <Stack gap={56}>
        <PageHero
          title="How It Works"
          lead="From your first limits to your hundredth agreed deal in four steps."
        />
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="lg"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {howItWorksSteps.map((step, index) => (
            <Card component="li" key={step.title} withBorder radius="md" padding="lg">
              <ThemeIcon size="lg" radius="xl" mb="sm" aria-hidden>
                {index + 1}
              </ThemeIcon>
              <Title order={2} size="h4" mb={4}>
                <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
                {step.title}
              </Title>
              <Text size="sm" mb="sm">
                {step.description}
              </Text>
              <List size="sm" spacing={4} c="dimmed">
                {step.details.map((detail) => (
                  <List.Item key={detail}>{detail}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
        <section aria-labelledby="integrations-heading">
          <Title order={2} id="integrations-heading" mb="xs">
            Connecting the systems you already run
          </Title>
          <Text c="dimmed" mb="lg" maw={720}>
            Today your systems reach the engine through its public API: send a scenario, read back the agreed
            terms. Connectors that read from and write back to them are on the roadmap, not built yet.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {integrations.map((integration) => (
              <InfoCard
                key={integration.category}
                title={integration.category}
                text={integration.description}
                textMb="sm"
              >
                <Group gap={6}>
                  {integration.examples.map((example) => (
                    <Badge key={example} variant="light" tt="none">
                      {example}
                    </Badge>
                  ))}
                </Group>
              </InfoCard>
            ))}
          </SimpleGrid>
        </section>
        <CallToAction title="Ready to see it on your own deals?">
          <Group justify="center">
            <Button component={Link} to={links.signup({ type: 'trial' })}>
              Start Free Trial
            </Button>
            <Button component={Link} to={links.signup({ type: 'demo' })} variant="outline">
              Schedule Demo
            </Button>
          </Group>
        </CallToAction>
      </Stack>
    </Container>
  );
}
