import { Badge, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { AclMessage } from '@parley/negotiation';

/** The FIPA-ACL messages shown so far, in order, as the home page's sample shows them. */
export function MessageList({ messages }: { messages: readonly AclMessage[] }) {
  return (
    <Stack component="ol" gap="sm" aria-label="Messages" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {messages.map((message) => (
        <Card component="li" key={message.reply_with} withBorder padding="sm">
          <Group justify="space-between" mb={4}>
            <Text fw={700} size="sm">
              Round {message.round}: {message.sender} → {message.receiver}
            </Text>
            <Badge
              variant="filled"
              color={message.performative === 'accept-proposal' ? 'teal.9' : 'indigo.8'}
            >
              {message.performative}
            </Badge>
          </Group>
          <Code block style={{ overflowX: 'auto' }}>
            {JSON.stringify(message, null, 2)}
          </Code>
        </Card>
      ))}
    </Stack>
  );
}
