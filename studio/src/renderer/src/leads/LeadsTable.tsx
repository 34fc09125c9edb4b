import { Fragment, useState } from 'react';
import { Badge, Button, Checkbox, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import { formatShortDate } from '@parley/shared/dates';
import { type Lead } from '@parley/shared/supabase';
import { LeadHistory } from './LeadHistory';
import type { LeadSortColumn, LeadsListState } from './leads-list-state';

export interface LeadsTableProps {
  leads: readonly Lead[];
  state: LeadsListState;
  onSort: (column: LeadSortColumn) => void;
  onHandled: (lead: Lead, handled: boolean) => void;
  /** The lead whose handled state is being saved, and the state asked for (shown until saved). */
  pending: { id: string; handled: boolean } | undefined;
}

function SortHeader({
  column,
  label,
  state,
  onSort,
}: {
  column: LeadSortColumn;
  label: string;
  state: LeadsListState;
  onSort: (column: LeadSortColumn) => void;
}) {
  const active = state.sort === column;
  const ariaSort = active ? (state.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        {label}
        <span aria-hidden="true">{active ? (state.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

const COLUMNS = 9;

/** "1 submission", "3 submissions": how many forms the address sent of this kind. */
export function submissionsLabel(submissions: number | null): string {
  const n = submissions ?? 1;
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'submission' : 'submissions'}`;
}

/**
 * The entry's count: "3 submissions", or while any of them waits beside others, "2 waiting of 3
 * submissions" (the entry is under Waiting until every one is handled, whatever the newest's box says).
 */
export function entryCountLabel(lead: Pick<Lead, 'submissions' | 'waiting'>): string {
  const submissions = lead.submissions ?? 1;
  const waiting = lead.waiting ?? 0;
  if (submissions === 1 || waiting === 0) return submissionsLabel(submissions);
  return `${waiting.toLocaleString('en-US')} waiting of ${submissionsLabel(submissions)}`;
}

/** Waiting submissions other than the shown one (the newest): the entry waits while any does. */
function earlierWaiting(lead: Pick<Lead, 'waiting' | 'handled_at'>): number {
  return (lead.waiting ?? 0) - (lead.handled_at === null ? 1 : 0);
}

/**
 * One page of the inbox, an entry per kind and address showing its newest submission; the sortable
 * headers reorder the whole list in the database. Each entry's count opens its history below it.
 */
export function LeadsTable({ leads, state, onSort, onHandled, pending }: LeadsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const header = (column: LeadSortColumn, label: string) => (
    <SortHeader column={column} label={label} state={state} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Leads">
        <Table.Thead>
          <Table.Tr>
            {header('created_at', 'Date')}
            {header('kind', 'Kind')}
            {header('name', 'Name')}
            {header('email', 'Email')}
            {header('company', 'Company')}
            <Table.Th>Submissions</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Page</Table.Th>
            {header('handled_at', 'Handled')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => {
            const saving = pending?.id === lead.id;
            const handled = saving ? pending.handled : lead.handled_at !== null;
            const expanded = open.has(lead.id);
            const historyId = `lead-history-${lead.id}`;
            return (
              <Fragment key={lead.id}>
                <Table.Tr>
                  <Table.Td>{formatShortDate(lead.created_at)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{lead.kind}</Badge>
                  </Table.Td>
                  <Table.Td>{lead.name}</Table.Td>
                  <Table.Td>{lead.email}</Table.Td>
                  <Table.Td>{lead.company}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-expanded={expanded}
                      aria-controls={expanded ? historyId : undefined}
                      onClick={() => toggle(lead.id)}
                    >
                      {entryCountLabel(lead)}
                    </Button>
                  </Table.Td>
                  <Table.Td>{lead.plan}</Table.Td>
                  <Table.Td>{lead.page}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Checkbox
                        // Marks the submission shown here only: earlier ones the admin has not read
                        // stay waiting (the history lists them, with "Mark all handled").
                        // Not the address: the row says whose lead it is, and a cell named after the
                        // address twice would be ambiguous to find.
                        aria-label="Handled"
                        checked={handled}
                        disabled={saving}
                        onChange={(event) => onHandled(lead, event.currentTarget.checked)}
                      />
                      {saving && <Loader size="xs" aria-label="Saving" />}
                      {lead.handled_at !== null && <Text size="xs">{formatShortDate(lead.handled_at)}</Text>}
                      {/* The date (and the sort by it) is the shown submission's: the entry still waits. */}
                      {lead.handled_at !== null && earlierWaiting(lead) > 0 && (
                        <Text size="xs" c="orange">
                          {`${earlierWaiting(lead).toLocaleString('en-US')} earlier waiting`}
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS} id={historyId}>
                      <LeadHistory lead={lead} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
