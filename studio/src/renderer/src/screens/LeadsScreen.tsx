import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatShortDate, type LeadKind, type ParleySupabaseClient } from '@parley/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { filterLeads, type LeadFilter } from '../leads/filter-leads';
import { leadsQueryKey, listLeads } from '../leads/list-leads';
import { leadsToCsv } from '../leads/to-csv';
import { bridge } from '../lib/bridge';

const KINDS: { value: LeadKind | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'trial', label: 'Trial' },
  { value: 'demo', label: 'Demo' },
  { value: 'subscribe', label: 'Subscribe' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'contact', label: 'Contact' },
];

/** Every stored lead, newest first; filter by kind, search by email or company, export as CSV. */
export function LeadsScreen({ client }: { client: ParleySupabaseClient }) {
  const leads = useQuery({ queryKey: leadsQueryKey, queryFn: () => listLeads(client), retry: 1 });
  const [filter, setFilter] = useState<LeadFilter>({ kind: 'all', search: '' });
  const visible = useMemo(() => filterLeads(leads.data ?? [], filter), [leads.data, filter]);

  const exportCsv = async () => {
    const result = await bridge().exportLeadsCsv(leadsToCsv(visible));
    if (result.saved)
      notifications.show({ color: 'teal', message: `Exported ${visible.length} leads to ${result.path}` });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Leads
        </Title>
        <Button onClick={exportCsv} disabled={visible.length === 0}>
          Export CSV
        </Button>
      </Group>
      <Group>
        <SegmentedControl
          aria-label="Kind"
          data={KINDS}
          value={filter.kind}
          onChange={(kind) => setFilter((f) => ({ ...f, kind: kind as LeadFilter['kind'] }))}
        />
        <TextInput
          aria-label="Search by email or company"
          placeholder="Search by email or company"
          value={filter.search}
          onChange={(event) => {
            const search = event.currentTarget.value; // read now: the event is gone when the updater runs
            setFilter((f) => ({ ...f, search }));
          }}
        />
      </Group>
      {leads.isPending && <Loader aria-label="Loading leads" />}
      {leads.isError && (
        <Alert color="red" role="alert">
          Failed to load leads. Please try again.
        </Alert>
      )}
      {leads.isSuccess && visible.length === 0 && <Text c="dimmed">No leads match.</Text>}
      {visible.length > 0 && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Page</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((lead) => (
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
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
