import { Anchor, Card, Container, Grid, List, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { DisclosureList } from '../../components/disclosure/DisclosureList';
import { QueryTab, QueryTabs } from '../../components/query-tabs/QueryTabs';
import { PageMeta } from '../../components/PageMeta';
import { docsApiExample, docsFaq, docsGuides, docsOverview } from './content';
import { CodeSample } from '../../components/CodeSample';
import { DocsSidebar } from './DocsSidebar';
import { DOCUMENTATION_TABS } from './documentation-tabs';
import { paths } from '../../config/paths';
import { Link } from '@parley/router';

/** /documentation: sidebar with topic filter, and the overview, guides, api and faq tabs (`?tab=`). */
export default function DocumentationPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta route="documentation" />
      <Title order={1} mb="lg">
        Documentation
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <DocsSidebar />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} style={{ minWidth: 0 }}>
          <QueryTabs tabs={DOCUMENTATION_TABS}>
            <Tabs.List>
              <QueryTab value="overview">Overview</QueryTab>
              <QueryTab value="guides">Guides</QueryTab>
              <QueryTab value="api">API</QueryTab>
              <QueryTab value="faq">FAQ</QueryTab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="lg">
              <Stack gap="md">
                <Title order={2} size="h3">
                  Overview
                </Title>
                <Text>{docsOverview.intro}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {docsOverview.concepts.map((concept) => (
                    <Card key={concept.term} withBorder radius="md">
                      <Text fw={600}>{concept.term}</Text>
                      <Text size="sm" c="dimmed">
                        {concept.text}
                      </Text>
                    </Card>
                  ))}
                </SimpleGrid>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="guides" pt="lg">
              <Stack gap="lg">
                {docsGuides.map((guide) => (
                  <div key={guide.title}>
                    <Title order={2} size="h4" mb="xs">
                      {guide.title}
                    </Title>
                    <List type="ordered" spacing={4}>
                      {guide.steps.map((step) => (
                        <List.Item key={step}>{step}</List.Item>
                      ))}
                    </List>
                  </div>
                ))}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="api" pt="lg">
              <Stack gap="md">
                <Title order={2} size="h3">
                  Run a negotiation
                </Title>
                <Text>{docsApiExample.description}</Text>
                <CodeSample label="Example request" code={docsApiExample.request} />
                <Text>
                  Fields, answers, errors and limits:{' '}
                  <Anchor component={Link} to={paths.apiDocumentation}>
                    API Documentation
                  </Anchor>
                  .
                </Text>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="faq" pt="lg">
              <DisclosureList
                items={docsFaq.map((item) => ({
                  id: item.question,
                  summary: item.question,
                  content: item.answer,
                }))}
              />
            </Tabs.Panel>
          </QueryTabs>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
