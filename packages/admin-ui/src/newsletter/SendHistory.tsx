import { Table } from '@mantine/core';
import type { NewsletterSend } from '@parley/shared/newsletter';
import { isRunning } from '../api/newsletter';
import { NEWSLETTER_MESSAGES as M } from '../messages';
import { formatLocalDateTime } from '../publishing/local-time';

const count = (n: number | null) => (n ?? 0).toLocaleString('en-US');

/** Every send of the post, newest first: when, what kind, and how many were sent, failed, suppressed, cancelled. */
export function SendHistory({ sends }: { sends: readonly NewsletterSend[] }) {
  return (
    <Table striped withTableBorder fz="sm">
      <Table.Caption>{M.historyCaption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {M.historyColumns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sends.map((send) => (
          <Table.Tr key={send.id}>
            <Table.Td>
              {formatLocalDateTime(send.created_at)}
              {isRunning(send) ? ` · ${M.running}` : ''}
            </Table.Td>
            <Table.Td>{M.kinds[send.kind]}</Table.Td>
            <Table.Td>{count(send.recipients)}</Table.Td>
            <Table.Td>{count(send.sent)}</Table.Td>
            <Table.Td>{count(send.failed)}</Table.Td>
            <Table.Td>{count(send.suppressed)}</Table.Td>
            <Table.Td>{count(send.cancelled)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
