import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MAX_SUBSCRIBERS_SEARCH_LENGTH,
  SUBSCRIBERS_PAGE_SIZE,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@parley/shared/newsletter';
import { newsletterQueries } from '@parley/shared/queries';
import { useNewsletterCounts } from '../api/newsletter';
import { ListPager } from '../dashboard/ListPager';
import { useAdminHost } from '../host/AdminHost';
import { NEWSLETTER_MESSAGES as M } from '../messages';
import { formatLocalDateTime } from '../publishing/local-time';
import { downloadText, subscribersCsv } from './subscribers-csv';

const count = (n: number) => n.toLocaleString('en-US');
const when = (iso: string | null) => (iso ? formatLocalDateTime(iso) : '');

/**
 * The newsletter's subscribers: counts by status, the addresses a page at a time (newest first) with
 * a status filter and a search, and a CSV export of every row the filter matches.
 */
export function SubscribersScreen() {
  const { supabase, notify } = useAdminHost();
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), 300);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const counts = useNewsletterCounts();
  const list = useQuery({
    ...newsletterQueries.subscribersPage(supabase, { status, search, page, pageSize: SUBSCRIBERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const exportCsv = async () => {
    if (exporting) return;
    setExporting({ done: 0, total: 0 });
    try {
      const { csv, rows } = await subscribersCsv(supabase, { status, search }, (done, total) =>
        setExporting({ done, total }),
      );
      downloadText(`subscribers-${status ?? 'all'}.csv`, csv);
      notify({ kind: 'success', message: M.exported(rows) });
    } catch {
      notify({ kind: 'error', message: M.exportFailed });
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{M.subscribersTitle}</Title>
        <Group gap="sm">
          {exporting && (
            <Text size="sm" role="status">
              {M.exportProgress(exporting.done, exporting.total)}
            </Text>
          )}
          <Button onClick={() => void exportCsv()} loading={exporting !== null} disabled={!list.isSuccess}>
            {M.exportCsv}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {SUBSCRIPTION_STATUSES.map((name) => (
          <Paper key={name} withBorder p="sm">
            <Text size="sm" c="dimmed">
              {M.statuses[name]}
            </Text>
            <Text fw={700} size="xl" aria-label={`${M.statuses[name]} subscribers`}>
              {counts.data ? count(counts.data[name]) : '…'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group align="flex-end">
        <SegmentedControl
          aria-label={M.statusFilter}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? null : (value as SubscriptionStatus));
            setPage(1);
          }}
          data={[
            { value: 'all', label: M.allStatuses },
            ...SUBSCRIPTION_STATUSES.map((name) => ({ value: name, label: M.statuses[name] })),
          ]}
        />
        <TextInput
          label={M.search}
          type="search"
          value={searchInput}
          maxLength={MAX_SUBSCRIBERS_SEARCH_LENGTH}
          onChange={(event) => {
            setSearchInput(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {list.isError ? (
        <Alert color="red">{M.subscribersFailed}</Alert>
      ) : !list.data ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{M.loadingSubscribers}</Text>
        </Group>
      ) : list.data.rows.length === 0 ? (
        <Text>{M.noSubscribers}</Text>
      ) : (
        <>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {M.subscriberColumns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.rows.map((row) => (
                <Table.Tr key={row.email}>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{M.statuses[row.status]}</Badge>
                  </Table.Td>
                  <Table.Td>{when(row.created_at)}</Table.Td>
                  <Table.Td>{when(row.confirmed_at)}</Table.Td>
                  <Table.Td>{when(row.unsubscribed_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPager
            page={page}
            total={list.data.total}
            pageSize={SUBSCRIBERS_PAGE_SIZE}
            names={{ one: 'subscriber', other: 'subscribers' }}
            formatCount={count}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
