import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Code,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCheck, IconClock } from '@tabler/icons-react';
import { Link } from '@parley/router';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { organizationJsonLd } from '../../lib/head/structured-data';
import { PageMeta } from '../../components/PageMeta';
import { env } from '../../config/env';
import { links, paths } from '../../config/paths';
import {
  capabilities,
  features,
  industries,
  integrations,
  sampleNegotiation,
  steps,
  trustedBy,
  useCases,
} from './content';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} py={72} style={{ scrollMarginTop: 80 }}>
      <Container size="xl">
        <Stack gap="xs" mb="xl" maw={720}>
          <Title order={2} id={`${id}-title`}>
            {title}
          </Title>
          <Text c="dimmed" size="lg">
            {intro}
          </Text>
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export default function HomePage() {
  return (
    <>
      <PageMeta route="home" jsonLd={[organizationJsonLd(env.siteUrl)]} />
      <Box
        component="section"
        aria-labelledby="hero-title"
        py={{ base: 56, md: 96 }}
        bg="var(--parley-surface-hero)"
      >
        <Container size="xl">
          <Stack gap="lg" maw={760}>
            <Badge variant="light" size="lg" w="fit-content">
              The Parley negotiation engine
            </Badge>
            <Title order={1} id="hero-title" fz={{ base: 36, md: 54 }} lh={1.1}>
              AI agents that negotiate your B2B deals
            </Title>
            <Text size="xl" c="var(--parley-text-strong)">
              Autonomous buyer and seller agents exchange offers over FIPA-ACL, never cross the limits you
              set, learn the other side&apos;s priorities from its offers and explain every deal they close.
            </Text>
            <Group>
              <Button
                size="md"
                component={Link}
                to={links.signup({ type: 'subscribe' })}
                rightSection={<IconArrowRight size={18} />}
              >
                Get Started
              </Button>
              <Button size="md" variant="default" component={Link} to={links.signup({ type: 'demo' })}>
                Schedule Demo
              </Button>
            </Group>
            <Group gap="lg">
              <Anchor href={env.demoUrl} {...external} fw={600}>
                Start Playing Now
              </Anchor>
              <Anchor href={env.demoUrl} {...external} fw={600}>
                Watch Demo
              </Anchor>
            </Group>
          </Stack>
          <Stack gap={6} mt={48}>
            <Text size="sm" c="dimmed">
              Trusted by procurement and sales teams at (illustrative names):
            </Text>
            <Group gap="xl" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {trustedBy.map((name) => (
                <Text component="li" key={name} fw={700} c="var(--parley-text-muted)">
                  {name}
                </Text>
              ))}
            </Group>
          </Stack>
        </Container>
      </Box>

      <Section
        id="features"
        title="Features"
        intro="Everything agents need to negotiate like your best buyer and your best account executive."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {features.map((feature) => (
            <Card key={feature.title} withBorder padding="lg">
              <Title order={3} size="h4" mb={6}>
                {feature.title}
              </Title>
              <Text c="var(--parley-text-muted)">{feature.description}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="how-it-works" title="How it works" intro="From protocol to agreed terms in five steps.">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {steps.map((step, index) => (
            <Stack key={step.title} component="li" gap={6}>
              <ThemeIcon size={36} radius="xl" aria-hidden>
                {index + 1}
              </ThemeIcon>
              <Title order={3} size="h5">
                {step.title}
              </Title>
              <Text size="sm" c="var(--parley-text-muted)">
                {step.description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="use-cases" title="Use cases" intro="Where autonomous negotiation pays for itself first.">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {useCases.map((useCase) => (
            <Card key={useCase.title} withBorder padding="lg">
              <Card.Section h={160}>
                <ImageWithFallback
                  src={useCase.image}
                  width="100%"
                  height={160}
                  loading="lazy"
                  style={{ objectFit: 'cover', display: 'block', width: '100%', height: 160 }}
                  alt={`Illustration: ${useCase.title}`}
                />
              </Card.Section>
              <Title order={3} size="h4" mt="md" mb={6}>
                {useCase.title}
              </Title>
              <Text c="var(--parley-text-muted)">{useCase.description}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Box component="section" aria-labelledby="capabilities-title" py={72} bg="var(--parley-surface-subtle)">
        <Container size="xl">
          <Title order={2} id="capabilities-title" mb="xl">
            Capabilities
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {capabilities.map((capability) => (
              <Stack key={capability.title} gap={6}>
                <Title order={3} size="h4">
                  {capability.title}
                </Title>
                <Text c="var(--parley-text-muted)">{capability.description}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} mt={48}>
            <Stack gap="xs">
              <Title order={3} size="h4">
                Industries
              </Title>
              <Group gap="xs">
                {industries.map((industry) => (
                  <Badge key={industry} variant="outline" size="lg">
                    {industry}
                  </Badge>
                ))}
              </Group>
            </Stack>
            <Stack gap="xs">
              <Title order={3} size="h4">
                Integrations
              </Title>
              <List spacing={4}>
                {/* A check only beside what exists: a planned connector gets a clock (issue #32). */}
                {integrations.map((integration) => (
                  <List.Item
                    key={integration}
                    icon={
                      integration.endsWith(': planned') ? (
                        <IconClock size={16} aria-hidden />
                      ) : (
                        <IconCheck size={16} aria-hidden />
                      )
                    }
                  >
                    {integration}
                  </List.Item>
                ))}
              </List>
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="sample-title" py={72}>
        <Container size="xl">
          <Title order={2} id="sample-title" mb="xs">
            A negotiation, message by message
          </Title>
          <Text c="dimmed" mb="xl">
            Three FIPA-ACL messages: the buyer proposes, the seller counter-proposes, the buyer accepts.
          </Text>
          <Stack component="ol" gap="md" style={{ listStyle: 'none', padding: 0 }}>
            {sampleNegotiation.map((step, index) => (
              <Card component="li" key={index} withBorder padding="md">
                <Group justify="space-between" mb={6}>
                  <Text fw={700}>{step.from}</Text>
                  <Badge
                    variant="filled"
                    color={step.message.performative === 'accept-proposal' ? 'teal.9' : 'indigo.8'}
                  >
                    {step.message.performative}
                  </Badge>
                </Group>
                <Text mb="xs">{step.summary}</Text>
                <Code block style={{ overflowX: 'auto' }}>
                  {JSON.stringify(step.message, null, 2)}
                </Code>
              </Card>
            ))}
          </Stack>
          <Group mt="lg">
            <Button component={Link} to={paths.playground} variant="light">
              Run your own
            </Button>
          </Group>
        </Container>
      </Box>

      <Section
        id="roadmap"
        title="Roadmap"
        intro="From the protocol core to a marketplace of negotiating agents."
      >
        <Group>
          <Button component={Link} to={paths.technicalRoadmap} variant="light">
            See the technical roadmap
          </Button>
          <Button component={Link} to={paths.roadmap} variant="subtle">
            Product roadmap
          </Button>
        </Group>
      </Section>

      <Box component="section" aria-labelledby="cta-title" py={64} bg="indigo.8">
        <Container size="xl">
          <Stack align="center" gap="md" ta="center">
            <Title order={2} id="cta-title" c="white">
              Let your agents negotiate the next deal
            </Title>
            <Text c="indigo.0" maw={620}>
              See Parley negotiate with your own prices and limits in a 30-minute demo.
            </Text>
            <Group>
              <Button component={Link} to={links.signup({ type: 'demo' })} variant="white" size="md">
                Request Demo
              </Button>
              <Button component={Link} to={paths.pricing} variant="outline" color="white" size="md">
                View Pricing
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
