import { Badge, Box, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { AclMessage } from '@parley/negotiation';
import { Fragment } from 'react';
import { formatAmount } from './money';
import { transcriptLines, type TermText } from './transcript';

function Term({ term }: { term: TermText | undefined }) {
  if (!term) return null;
  // <mark>: the term differs from the offer before (the legend above the list says so).
  return term.changed ? <mark>{term.text}</mark> : <>{term.text}</>;
}

/**
 * The messages shown so far as sentences a buyer reads, each offer's changes highlighted, and the
 * FIPA-ACL message behind each sentence in a native <details> toggle (it works before hydration).
 */
export function Transcript({
  messages,
  label = 'Messages',
}: {
  messages: readonly AclMessage[];
  /** The list's accessible name (two transcripts on the page: the run's and the visitor's game). */
  label?: string;
}) {
  const lines = transcriptLines(messages);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Highlighted: <mark>what changed</mark> since the previous offer.
      </Text>
      <Stack component="ol" gap="sm" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {messages.map((message, index) => {
          const line = lines[index]!;
          const term = (issue: TermText['issue']) => (
            <Term term={line.terms.find((t) => t.issue === issue)} />
          );
          return (
            <Card component="li" key={message.reply_with} withBorder padding="sm">
              <Group justify="space-between" mb={4} wrap="nowrap" align="flex-start">
                <Text>
                  <Text span fw={700}>
                    {line.who}
                  </Text>{' '}
                  {line.lead}
                  {line.terms.length > 0 && (
                    <Fragment>
                      {' '}
                      {term('quantity')} at {term('price')}, {term('delivery')}, {term('payment')}
                      {line.total !== undefined && <>: {formatAmount(line.total)}</>}
                    </Fragment>
                  )}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  Round {message.round}
                </Text>
              </Group>
              <Box component="details">
                <Box component="summary" style={{ cursor: 'pointer' }}>
                  <Text span size="sm">
                    FIPA-ACL message{' '}
                  </Text>
                  <Badge
                    variant="filled"
                    size="sm"
                    color={message.performative === 'accept-proposal' ? 'teal.9' : 'indigo.8'}
                  >
                    {message.performative}
                  </Badge>
                </Box>
                <Code block mt="xs" style={{ overflowX: 'auto' }}>
                  {JSON.stringify(message, null, 2)}
                </Code>
              </Box>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
