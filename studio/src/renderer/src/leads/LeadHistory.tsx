import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatShortDate } from '@parley/shared/dates';
import type { Lead } from '@parley/shared/supabase';
import { useSupabaseClient } from '../lib/supabase-context';
import { useLeadHistory, useMarkLeadsHandled } from './use-leads';

// Several submissions a day are ordinary (a visitor retrying, an attacker flooding), so the history
// shows the time too; in UTC, like the inbox's dates.
const SUBMITTED_AT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const count = (n: number) => n.toLocaleString('en-US');

/** `Nov 24, 2026, 9:30 AM UTC`. */
export function formatSubmittedAt(iso: string): string {
  return `${SUBMITTED_AT.format(new Date(iso))} UTC`;
}

/** "Mark all handled (2 waiting)": the button names how many it marks. */
export function markAllLabel(waiting: number): string {
  return `Mark all handled (${count(waiting)} waiting)`;
}

/**
 * Every submission of the inbox entry `lead` (its newest), newest first: who the person said they
 * were each time, what they asked, and whether it was handled. An attacker filing first under
 * someone's address shows here beside the real request, never instead of it. "Mark all handled" marks
 * the waiting submissions listed here, by id: the admin has seen each of them.
 */
export function LeadHistory({ lead }: { lead: Lead }) {
  const client = useSupabaseClient();
  const history = useLeadHistory(client, { kind: lead.kind, email: lead.email });
  const total = lead.submissions ?? 1;
  const label = `Submissions from ${lead.email} (${lead.kind})`;
  const markAll = useMarkLeadsHandled(client);

  if (history.isPending) return <Loader size="sm" aria-label="Loading the history" />;
  if (history.isError) {
    return (
      <Alert color="red" role="alert">
        Failed to load the history. Please try again.
      </Alert>
    );
  }
  const waitingIds = history.data.filter((submission) => submission.handled_at === null).map((s) => s.id);
  return (
    <Stack gap="xs">
      {waitingIds.length > 0 && (
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            loading={markAll.isPending}
            onClick={() =>
              markAll.mutate(waitingIds, {
                onError: () =>
                  notifications.show({ color: 'red', message: 'Failed to save. Please try again.' }),
              })
            }
          >
            {markAllLabel(waitingIds.length)}
          </Button>
        </Group>
      )}
      <Table withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sent</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Page</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Handled</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((submission) => (
            <Table.Tr key={submission.id}>
              <Table.Td>{formatSubmittedAt(submission.created_at)}</Table.Td>
              <Table.Td>
                <Badge variant="light">{submission.kind}</Badge>
              </Table.Td>
              <Table.Td>{submission.name}</Table.Td>
              <Table.Td>{submission.company}</Table.Td>
              <Table.Td>{submission.plan}</Table.Td>
              <Table.Td>{submission.page}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{submission.message}</Table.Td>
              <Table.Td>
                {submission.handled_at === null ? 'Waiting' : formatShortDate(submission.handled_at)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total > history.data.length && (
        <Text size="sm" c="dimmed">
          Showing the newest {count(history.data.length)} of {count(total)} submissions. The CSV export has
          every one.
        </Text>
      )}
    </Stack>
  );
}
