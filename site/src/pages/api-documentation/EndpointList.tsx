import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { DisclosureList } from '../../components/disclosure/DisclosureList';
import { sampleResponse, type ApiResourceGroup, type HttpMethod } from './content';
import { CodeSample } from '../../components/CodeSample';

const methodColor: Record<HttpMethod, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

/** API Reference: one collapsible list of endpoints per resource group (open without JavaScript). */
export function EndpointList({ groups }: { groups: ApiResourceGroup[] }) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <div key={group.id}>
          <Title order={3} size="h4" mb="xs">
            {group.title}
          </Title>
          <DisclosureList
            items={group.endpoints.map((endpoint) => ({
              id: `${endpoint.method} ${endpoint.path}`,
              // Spans only: a summary holds phrasing content.
              summary: (
                <Group component="span" gap="sm" wrap="nowrap">
                  <Badge
                    component="span"
                    color={methodColor[endpoint.method]}
                    w={56}
                    style={{ flexShrink: 0 }}
                  >
                    {endpoint.method}
                  </Badge>
                  <Text span ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
                    {endpoint.path}
                  </Text>
                </Group>
              ),
              content: (
                <>
                  <Text size="sm" mb="sm">
                    {endpoint.description}
                  </Text>
                  <CodeSample label="Sample response" code={sampleResponse} />
                </>
              ),
            }))}
          />
        </div>
      ))}
    </Stack>
  );
}
