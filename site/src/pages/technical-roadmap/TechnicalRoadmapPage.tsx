import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from '@parley/router';
import { PageHero } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { aiCapabilities, securityAreas, technicalPhases } from './content';
import { CapabilityCards } from './CapabilityCards';
import { DeveloperResources } from './DeveloperResources';
import { PhaseTabs } from './PhaseTabs';
import { SecurityCards } from './SecurityCards';

/** /technical-roadmap: hero, phase tabs, AI capabilities, security and developer resources. */
export default function TechnicalRoadmapPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta route="technicalRoadmap" />
      <Stack gap={56}>
        <PageHero
          title="Technical Roadmap"
          lead="Six engineering phases take Parley from a two-agent negotiation core to an open ecosystem of verified buyer and seller agents. Here is what is shipped, what we are building now and what comes next."
          gap="md"
        >
          <Group>
            <Button component={Link} to={paths.contact}>
              Request Demo
            </Button>
            <Button component={Link} to={paths.documentation} variant="outline">
              View Documentation
            </Button>
          </Group>
        </PageHero>
        <section aria-labelledby="phases-heading">
          <Title order={2} id="phases-heading" mb="md">
            Development Phases
          </Title>
          <PhaseTabs phases={technicalPhases} />
        </section>
        <section aria-labelledby="capabilities-heading">
          <Title order={2} id="capabilities-heading" mb="md">
            AI &amp; Data Capabilities
          </Title>
          <CapabilityCards capabilities={aiCapabilities} />
        </section>
        <section aria-labelledby="security-heading">
          <Title order={2} id="security-heading" mb="md">
            Security &amp; Compliance
          </Title>
          <SecurityCards areas={securityAreas} />
        </section>
        <section aria-labelledby="resources-heading">
          <Title order={2} id="resources-heading" mb="md">
            Developer Resources
          </Title>
          <DeveloperResources />
        </section>
      </Stack>
    </Container>
  );
}
