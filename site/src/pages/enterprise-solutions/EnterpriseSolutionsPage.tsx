import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@parley/router';
import { CallToAction } from '../../components/marketing/CallToAction';
import { InfoCard } from '../../components/marketing/InfoCard';
import { PageHero } from '../../components/marketing/PageHeader';
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
      <PageMeta route="enterpriseSolutions" />
      <Stack gap={56}>
        <PageHero
          title="Enterprise Solutions"
          lead="Put autonomous negotiation agents to work on your supplier and customer deals: one buyer against up to five suppliers at once, a public API your systems can call, and a team to help you roll it out."
          gap="md"
        >
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
        </PageHero>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {enterpriseFeatures.map(({ title, description, icon: Icon }) => (
            <InfoCard
              key={title}
              order={2}
              icon={
                <ThemeIcon size="xl" radius="md" variant="light" mb="md">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
              }
              title={title}
              text={description}
            />
          ))}
        </SimpleGrid>
        <CallToAction
          title="Plan your roll-out with us"
          text="Our solution engineers map your categories, limits and systems to scenarios the engine runs today and propose a pilot with measurable savings targets."
          textMaw={640}
        >
          <Button component={Link} to={links.signup({ type: 'demo', plan: 'enterprise' })} size="md">
            Request Enterprise Consultation
          </Button>
        </CallToAction>
      </Stack>
    </Container>
  );
}
