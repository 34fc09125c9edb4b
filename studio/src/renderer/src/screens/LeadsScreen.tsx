import { useEffect, useState } from 'react';
import { Alert, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ListPager } from '@parley/admin-ui';
import { forEachLeadsPage } from '@parley/shared/leads';
import { ExportLeadsButton } from '../leads/ExportLeadsButton';
import {
  changeLeadsState,
  INITIAL_LEADS_STATE,
  LEAD_KINDS,
  LEADS_PAGE_SIZE,
  leadsFilter,
  MAX_LEAD_SEARCH_LENGTH,
  sortLeadsBy,
  type HandledFilter,
  type LeadsListState,
} from '../leads/leads-list-state';
import { KIND_LABELS, LeadsSummary } from '../leads/LeadsSummary';
import { LeadsTable } from '../leads/LeadsTable';
import { useLeadsPage, useLeadStats, useSetLeadHandled } from '../leads/use-leads';
import { useSupabaseClient } from '../lib/supabase-context';

const KIND_OPTIONS = [
  { value: 'all', label: 'All' },
  ...LEAD_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
];
const HANDLED_OPTIONS: { value: HandledFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'waiting', label: 'Waiting' },
  { value: 'handled', label: 'Handled' },
];
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The leads inbox at any volume: counts and a weekly chart, then a page of leads from the database
 * (filter by kind and handled, search email/name/company, sort by column), and a CSV export that
 * streams every matching lead.
 */
export function LeadsScreen() {
  const client = useSupabaseClient();
  const [state, setState] = useState<LeadsListState>(INITIAL_LEADS_STATE);
  const [typed, setTyped] = useState('');
  const update = (changes: Partial<LeadsListState>) =>
    setState((current) => changeLeadsState(current, changes));
  const searchLater = useDebouncedCallback((search: string) => update({ search }), 300);
  const leads = useLeadsPage(client, state);
  const stats = useLeadStats(client);
  const handled = useSetLeadHandled(client);
  const total = leads.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  // Fewer leads than the page needs (marked handled under the Waiting filter, deleted): go to the last page.
  const pastTheEnd = leads.isSuccess && !leads.isPlaceholderData && state.page > pages;
  useEffect(() => {
    if (pastTheEnd) setState((current) => ({ ...current, page: pages }));
  }, [pastTheEnd, pages]);

  // The box shows the new value in the click's own render: the mutation's pending state reaches
  // React a task later, and a controlled checkbox would spring back in between.
  const [saving, setSaving] = useState<{ id: string; handled: boolean }>();
  const markHandled = (lead: Parameters<typeof handled.mutate>[0]['lead'], value: boolean) => {
    setSaving({ id: lead.id, handled: value });
    handled.mutate(
      { lead, handled: value },
      {
        onError: () => notifications.show({ color: 'red', message: 'Failed to save. Please try again.' }),
        onSettled: () => setSaving(undefined),
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Leads
        </Title>
        <ExportLeadsButton
          disabled={total === 0}
          readPages={(onPage) =>
            forEachLeadsPage(client, leadsFilter(state), (rows, progress) => onPage(rows, progress.total))
          }
        />
      </Group>
      <LeadsSummary stats={stats.data} failed={stats.isError} />
      <Group align="flex-end">
        <SegmentedControl
          aria-label="Kind"
          data={KIND_OPTIONS}
          value={state.kind}
          onChange={(kind) => update({ kind: kind as LeadsListState['kind'] })}
        />
        <SegmentedControl
          aria-label="Handled"
          data={HANDLED_OPTIONS}
          value={state.handled}
          onChange={(value) => update({ handled: value as HandledFilter })}
        />
        <TextInput
          type="search"
          aria-label="Search by email, name or company"
          placeholder="Search by email, name or company"
          maxLength={MAX_LEAD_SEARCH_LENGTH}
          value={typed}
          w={300}
          onChange={(event) => {
            const value = event.currentTarget.value; // read now: the event is gone when the callback runs
            setTyped(value);
            searchLater(value);
          }}
        />
      </Group>
      {leads.isPending && <Loader aria-label="Loading leads" />}
      {leads.isError && (
        <Alert color="red" role="alert">
          Failed to load leads. Please try again.
        </Alert>
      )}
      {leads.isSuccess && total === 0 && <Text c="dimmed">No leads match.</Text>}
      {leads.isSuccess && total > 0 && (
        <Stack gap="sm" aria-busy={leads.isPlaceholderData}>
          <LeadsTable
            leads={leads.data.rows}
            state={state}
            onSort={(column) => setState((current) => sortLeadsBy(current, column))}
            onHandled={markHandled}
            pending={saving}
          />
          <ListPager
            page={state.page}
            total={total}
            pageSize={LEADS_PAGE_SIZE}
            // "leads" for one too, as the screen always said.
            names={{ one: 'leads', other: 'leads' }}
            formatCount={count}
            onPage={(page) => update({ page })}
          />
        </Stack>
      )}
    </Stack>
  );
}
