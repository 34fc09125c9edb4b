import { Badge, Card, Group, List, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { QueryTab, QueryTabs } from '../../components/query-tabs/QueryTabs';
import { API_BASE_PATH, apiAuthentication, changelog, sdks } from './content';
import { CodeSample } from '../../components/CodeSample';

const API_TABS = ['overview', 'authentication', 'sdks', 'changelog'] as const;

/** Overview, Authentication, SDKs & Libraries and Changelog (`?tab=`). */
export function ApiTabs() {
  return (
    <QueryTabs tabs={API_TABS}>
      <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        <QueryTab value="overview">Overview</QueryTab>
        <QueryTab value="authentication">Authentication</QueryTab>
        <QueryTab value="sdks">SDKs &amp; Libraries</QueryTab>
        <QueryTab value="changelog">Changelog</QueryTab>
      </Tabs.List>
      <Tabs.Panel value="overview" pt="md">
        <Text>
          The Parley REST API lets your systems start negotiations, follow offers and read outcomes. All
          endpoints live under <code>{API_BASE_PATH}</code>, accept and return JSON, and use standard HTTP
          status codes. Requests are rate limited per API key.
        </Text>
      </Tabs.Panel>
      <Tabs.Panel value="authentication" pt="md">
        <Stack gap="sm">
          <Text>{apiAuthentication.text}</Text>
          <CodeSample label="Authenticated request" code={apiAuthentication.example} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="sdks" pt="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {sdks.map((sdk) => (
            <Card key={sdk.language} withBorder radius="md" style={{ minWidth: 0 }}>
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{sdk.language}</Text>
                <Badge variant="light" color={sdk.community ? 'gray' : 'blue'}>
                  {sdk.community ? 'Community' : 'Official'}
                </Badge>
              </Group>
              <CodeSample label={`Install ${sdk.language}`} code={sdk.install} />
            </Card>
          ))}
        </SimpleGrid>
      </Tabs.Panel>
      <Tabs.Panel value="changelog" pt="md">
        <Stack gap="lg">
          {changelog.map((entry) => (
            <div key={entry.version}>
              <Title order={3} size="h5">
                {entry.version}{' '}
                <Text span c="dimmed" size="sm">
                  — {entry.date}
                </Text>
              </Title>
              <List size="sm" spacing={2} mt={4}>
                {entry.changes.map((change) => (
                  <List.Item key={change}>{change}</List.Item>
                ))}
              </List>
            </div>
          ))}
        </Stack>
      </Tabs.Panel>
    </QueryTabs>
  );
}
