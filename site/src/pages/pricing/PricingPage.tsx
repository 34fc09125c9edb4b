import { Button, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from '@parley/router';
import { DisclosureList } from '../../components/disclosure/DisclosureList';
import { CallToAction } from '../../components/marketing/CallToAction';
import { PageHero } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { links, paths } from '../../config/paths';
import { pricingFaq, pricingPlans } from './content';
import { PlanCard } from './PlanCard';

/** /pricing: three plans, the FAQ and the demo / enterprise calls to action. */
export default function PricingPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta route="pricing" />
      <Stack gap={56}>
        <PageHero
          title="Simple, transparent pricing"
          lead="Pay for the negotiations your agents run each month. No setup fees, no hidden costs, and you can change plan at any time."
          centered
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {pricingPlans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </SimpleGrid>
        <section aria-labelledby="faq-heading">
          <Title order={2} id="faq-heading" mb="md" ta="center">
            Frequently asked questions
          </Title>
          <DisclosureList
            maw={800}
            mx="auto"
            items={pricingFaq.map((item) => ({
              id: item.question,
              summary: item.question,
              content: item.answer,
            }))}
          />
        </section>
        <CallToAction
          title="Not sure which plan fits?"
          text="See your own negotiation scenarios run live, or explore what Parley offers large organisations."
        >
          <Group justify="center">
            <Button component={Link} to={links.signup({ type: 'demo' })}>
              Schedule a Demo
            </Button>
            <Button component={Link} to={paths.enterpriseSolutions} variant="outline">
              Learn About Enterprise
            </Button>
          </Group>
        </CallToAction>
      </Stack>
    </Container>
  );
}
