import { Anchor, Code, Container, Grid, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CodeSample } from '../../components/CodeSample';
import { PageHeading } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { Link } from '@parley/router';
import { PUBLIC_API } from '../../config/public-api';
import { curlCommand } from '../../features/engine-api/example-request';
import { ApiSideNav } from './ApiSideNav';
import {
  ERROR_EXAMPLE,
  ERRORS,
  MULTI_SUPPLIER_REQUEST_FIELDS,
  MULTI_SUPPLIER_RESPONSE_FIELDS,
  NOT_OFFERED,
  REQUEST_FIELDS,
  RESPONSE_FIELDS,
  type FieldRule,
} from './content';
import { CopyableCommand } from './CopyableCommand';
import { EXAMPLE_RESPONSE_EXCERPT, EXAMPLE_TRANSCRIPT_LENGTH } from './example-response';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

function FieldTable({ caption, rows }: { caption: string; rows: FieldRule[] }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder striped>
        <caption style={{ textAlign: 'start', captionSide: 'top', paddingBottom: 4 }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Rule</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.field}>
              <Table.Td>
                <Code>{row.field}</Code>
              </Table.Td>
              <Table.Td>{row.type}</Table.Td>
              <Table.Td>{row.rule}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /api-documentation: the engine API as it is (two endpoints), with a request to copy and run. */
export default function ApiDocumentationPage() {
  // The site's own origin, as the page was built (SITE_URL): the command runs against this site.
  const curl = curlCommand(env.siteUrl);
  return (
    <Container size="lg" py="xl">
      <PageMeta route="apiDocumentation" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ApiSideNav />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} style={{ minWidth: 0 }}>
          <Stack gap="xl">
            <PageHeading
              title="API Documentation"
              subtitle="Run Parley's negotiation engine over HTTP: send a scenario, get the FIPA-ACL transcript and the outcome."
            />
            <Section id="overview" title="Overview">
              <Text>
                <Code>POST {PUBLIC_API.negotiations}</Code> runs a bilateral negotiation between a buyer agent
                and a seller agent, the engine the{' '}
                <Anchor component={Link} to={paths.playground}>
                  playground
                </Anchor>{' '}
                runs; <Code>POST {PUBLIC_API.multiSupplier}</Code> runs one buyer against two to five
                suppliers at once. It is public and stateless: no key, no account, nothing stored. Requests
                and answers are JSON; the same scenario always gives the same answer. Any web page may call it
                (CORS, without credentials).
              </Text>
              <Text>
                The machine-readable description is the OpenAPI 3.1 document at{' '}
                <Anchor href={PUBLIC_API.openapi}>{PUBLIC_API.openapi}</Anchor>.
              </Text>
              <Title order={3} size="h4">
                Not offered
              </Title>
              <List size="sm" spacing={4}>
                {NOT_OFFERED.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Section>
            <Section id="try-it" title="Try it">
              <Text>Run the playground's example scenario from a terminal:</Text>
              <CopyableCommand label="Request with curl" command={curl} />
            </Section>
            <Section id="request" title="Request">
              <Text>
                <Code>POST {PUBLIC_API.negotiations}</Code> with <Code>Content-Type: application/json</Code>{' '}
                and a scenario as the body. Every field is required but postSettlement; fields the API does
                not know are ignored.
              </Text>
              <FieldTable
                caption="The scenario (side: buyer or seller, the same fields for each)"
                rows={REQUEST_FIELDS}
              />
            </Section>
            <Section id="response" title="Response">
              <Text>
                <Code>200</Code> with the run, never cached. The <Code>Server-Timing</Code> header gives the
                server's time for it (<Code>app;dur=</Code> milliseconds).
              </Text>
              <FieldTable caption="The answer (version 1)" rows={RESPONSE_FIELDS} />
              <Text size="sm" c="dimmed">
                The example's answer, its transcript shortened to the first two and last two of its{' '}
                {EXAMPLE_TRANSCRIPT_LENGTH} messages:
              </Text>
              <CodeSample label="Response" code={JSON.stringify(EXAMPLE_RESPONSE_EXCERPT, null, 2)} />
            </Section>
            <Section id="multi-supplier" title="Several suppliers">
              <Text>
                <Code>POST {PUBLIC_API.multiSupplier}</Code> runs one buyer agent against 2 to 5 supplier
                agents: one bilateral thread per supplier, the same rounds and one deadline. The best offer
                standing in any thread is the buyer&apos;s outside option in every other: it never bids below
                it, accepts only the best standing offer and makes at most one deal; every other thread is
                declined. It is not an auction: no supplier sees another&apos;s offers. Errors and limits are
                those of the bilateral endpoint.
              </Text>
              <FieldTable caption="The multi-supplier request" rows={MULTI_SUPPLIER_REQUEST_FIELDS} />
              <FieldTable
                caption="The multi-supplier answer (version 1)"
                rows={MULTI_SUPPLIER_RESPONSE_FIELDS}
              />
            </Section>
            <Section id="errors" title="Errors">
              <Text>
                Every refusal is JSON: a <Code>code</Code> for programs, a <Code>message</Code> for people and
                the fields at fault in <Code>issues</Code>, each named by its path.
              </Text>
              <Table.ScrollContainer minWidth={520}>
                <Table withTableBorder striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Code</Table.Th>
                      <Table.Th scope="col">When</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {ERRORS.map((row) => (
                      <Table.Tr key={row.codes}>
                        <Table.Td>{row.status}</Table.Td>
                        <Table.Td>
                          <Code>{row.codes}</Code>
                        </Table.Td>
                        <Table.Td>{row.when}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <CodeSample label="A refusal" code={ERROR_EXAMPLE} />
            </Section>
            <Section id="limits" title="Limits">
              <List size="sm" spacing={4}>
                <List.Item>
                  At most {PUBLIC_API.perSecond} requests a second and {PUBLIC_API.perMinute} a minute per
                  client (IPv4 address or IPv6 /64); past that, <Code>429</Code> with <Code>Retry-After</Code>
                  .
                </List.Item>
                <List.Item>
                  The clients of one network count together too: at most{' '}
                  {PUBLIC_API.perNetwork.ipv6.perSecond} requests a second and{' '}
                  {PUBLIC_API.perNetwork.ipv6.perMinute} a minute from one IPv6 /48,{' '}
                  {PUBLIC_API.perNetwork.ipv4.perSecond} and {PUBLIC_API.perNetwork.ipv4.perMinute} from one
                  IPv4 /24 (<Code>429</Code>).
                </List.Item>
                <List.Item>
                  When the server&apos;s engine time for the second runs short, clients that have used little
                  of it are still served and the heaviest get <Code>503</Code> with <Code>Retry-After</Code>.
                </List.Item>
                <List.Item>A body of at most {PUBLIC_API.maxBodyBytes} bytes.</List.Item>
                <List.Item>A deadline of at most 100 rounds.</List.Item>
              </List>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
