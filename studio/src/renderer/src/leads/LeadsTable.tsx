import { Badge, Checkbox, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import { formatShortDate, type Lead } from '@parley/shared';
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

/** One page of leads; the sortable headers reorder the whole list in the database. */
export function LeadsTable({ leads, state, onSort, onHandled, pending }: LeadsTableProps) {
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
            <Table.Th>Plan</Table.Th>
            <Table.Th>Page</Table.Th>
            <Table.Th>Handled</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => {
            const saving = pending?.id === lead.id;
            const handled = saving ? pending.handled : lead.handled_at !== null;
            return (
              <Table.Tr key={lead.id}>
                <Table.Td>{formatShortDate(lead.created_at)}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{lead.kind}</Badge>
                </Table.Td>
                <Table.Td>{lead.name}</Table.Td>
                <Table.Td>{lead.email}</Table.Td>
                <Table.Td>{lead.company}</Table.Td>
                <Table.Td>{lead.plan}</Table.Td>
                <Table.Td>{lead.page}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Checkbox
                      // Not the address: the row says whose lead it is, and a cell named after the
                      // address twice would be ambiguous to find.
                      aria-label="Handled"
                      checked={handled}
                      disabled={saving}
                      onChange={(event) => onHandled(lead, event.currentTarget.checked)}
                    />
                    {saving && <Loader size="xs" aria-label="Saving" />}
                    {lead.handled_at !== null && <Text size="xs">{formatShortDate(lead.handled_at)}</Text>}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
