import { Button, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@parley/router';
import { brand } from '@parley/shared/config';
import { CallToAction } from '../../components/marketing/CallToAction';
import { PageHero } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { links } from '../../config/paths';
import { featureBlocks } from './content';
import { CodeSample } from '../../components/CodeSample';

/** /features: intro, the three capability blocks with samples, and the trial call to action. */
export default function FeaturesPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta route="features" />
      <Stack gap={64}>
        <PageHero
          title="Features"
          lead={
            <>
              {brand.productName} gives your procurement and sales teams autonomous agents that negotiate
              within your limits, learn the other side&apos;s priorities and hand you each deal with its
              transcript and the reason it was made.
            </>
          }
        />
        {featureBlocks.map((block) => (
          <SimpleGrid key={block.id} cols={{ base: 1, md: 2 }} spacing="xl" id={block.id} component="section">
            <Stack gap="sm" style={{ minWidth: 0 }}>
              <Title order={2}>{block.title}</Title>
              <Text c="dimmed">{block.description}</Text>
              <List spacing="xs">
                {block.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Stack>
            <div style={{ minWidth: 0 }}>
              <CodeSample label={block.sample.label} code={block.sample.code} />
            </div>
          </SimpleGrid>
        ))}
        <CallToAction
          title="Let your agents negotiate the next deal"
          text="Set up a buyer or seller agent with your own limits and strategy in under an hour."
        >
          <Button component={Link} to={links.signup({ type: 'trial' })} size="md">
            Start Free Trial
          </Button>
        </CallToAction>
      </Stack>
    </Container>
  );
}
