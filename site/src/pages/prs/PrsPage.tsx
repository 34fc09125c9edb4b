import { Container, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { PageHeading } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { QueryTab, QueryTabs } from '../../components/query-tabs/QueryTabs';
import { PRS_LAST_UPDATED, prsTabs, type PrsSection } from './content';

function Section({ section }: { section: PrsSection }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {section.heading}
      </Title>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.fields && (
        <Table.ScrollContainer minWidth={420}>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Meaning</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {section.fields.map((field) => (
                <Table.Tr key={field.name}>
                  <Table.Td ff="monospace">{field.name}</Table.Td>
                  <Table.Td>{field.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** /prs: the requirements of the future agent-based e-commerce ecosystem, one tab per area (`?tab=`). */
export default function PrsPage() {
  return (
    <Container size="lg" py="xl">
      <PageMeta route="prs" />
      <Stack gap="lg">
        <PageHeading
          title="Product Requirements Specification"
          subtitle={
            <>
              Last updated: {PRS_LAST_UPDATED}. The requirements of the agent ecosystem Parley plans: nothing
              described here is built yet.
            </>
          }
        />
        <QueryTabs tabs={prsTabs.map((tab) => tab.value)}>
          <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {prsTabs.map((tab) => (
              <QueryTab key={tab.value} value={tab.value} style={{ flexShrink: 0 }}>
                {tab.label}
              </QueryTab>
            ))}
          </Tabs.List>
          {prsTabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
              <Stack gap="xl">
                <Title order={2}>{tab.label}</Title>
                {tab.sections.map((section) => (
                  <Section key={section.heading} section={section} />
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </QueryTabs>
      </Stack>
    </Container>
  );
}
