import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@parley/router';
import { CallToAction } from '../../components/marketing/CallToAction';
import { InfoCard } from '../../components/marketing/InfoCard';
import { PageHero } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { links } from '../../config/paths';
import { researchAreas, roadmapPhases, strategicVision } from './content';
import { PhaseCard } from './PhaseCard';

/** /roadmap: five quarterly phases, the strategic vision, six research areas and the early-access CTA. */
export default function RoadmapPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta route="roadmap" />
      <Stack gap={56}>
        <PageHero
          title="Product Roadmap"
          lead="Where Parley is today and where it is going, quarter by quarter."
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {roadmapPhases.map((phase) => (
            <PhaseCard key={phase.quarter} phase={phase} />
          ))}
        </SimpleGrid>
        <section aria-labelledby="vision-heading">
          <Title order={2} id="vision-heading" mb="md">
            {strategicVision.title}
          </Title>
          <Stack gap="sm" maw={800}>
            {strategicVision.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        </section>
        <section aria-labelledby="research-heading">
          <Title order={2} id="research-heading" mb="md">
            Research Areas
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {researchAreas.map((area) => (
              <InfoCard key={area.title} title={area.title} titleSize="h5" text={area.description} />
            ))}
          </SimpleGrid>
        </section>
        <CallToAction
          title="Shape what we build next"
          text="Early access members get new capabilities first and a direct line to our product team."
        >
          <Button component={Link} to={links.signup({ type: 'trial' })} size="md">
            Join Our Early Access Program
          </Button>
        </CallToAction>
      </Stack>
    </Container>
  );
}
