import { slugify } from '@parley/shared';
import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { sampleResponse, type ApiResourceGroup, type HttpMethod } from '../../content/api-docs';
import { CodeSample } from '../features/CodeSample';

const methodColor: Record<HttpMethod, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

/** API Reference: one collapsible list of endpoints per resource group. */
export function EndpointList({ groups }: { groups: ApiResourceGroup[] }) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <div key={group.id}>
          <Title order={3} size="h4" mb="xs">
            {group.title}
          </Title>
          <Accordion variant="separated">
            {group.endpoints.map((endpoint) => {
              const key = `${endpoint.method} ${endpoint.path}`;
              return (
                <Accordion.Item key={key} value={slugify(key)}>
                  <Accordion.Control>
                    <Group gap="sm" wrap="nowrap">
                      <Badge color={methodColor[endpoint.method]} w={56} style={{ flexShrink: 0 }}>
                        {endpoint.method}
                      </Badge>
                      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
                        {endpoint.path}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm" mb="sm">
                      {endpoint.description}
                    </Text>
                    <CodeSample label="Sample response" code={sampleResponse} />
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        </div>
      ))}
    </Stack>
  );
}
