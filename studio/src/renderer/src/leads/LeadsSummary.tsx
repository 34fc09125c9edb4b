import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LeadKind } from '@parley/shared/validation';
import { LEAD_KINDS } from './leads-list-state';
import { LeadsPerWeekChart, type WeekCount } from './LeadsPerWeekChart';

export interface LeadStatsView {
  /** Inbox entries: one per kind and address. */
  total: number;
  waiting: number;
  /** Every form sent, repeats included. */
  submissions: number;
  byKind: Partial<Record<LeadKind, number>>;
  weeks: WeekCount[];
}

export const KIND_LABELS: Record<LeadKind, string> = {
  trial: 'Trial',
  demo: 'Demo',
  subscribe: 'Subscribe',
  newsletter: 'Newsletter',
  contact: 'Contact',
};

const count = (n: number) => n.toLocaleString('en-US');

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="xs" component="li">
      <Text size="xs">{label}</Text>
      <Text fw={700} size="lg">
        {count(value)}
      </Text>
    </Paper>
  );
}

/**
 * The inbox at a glance: its entries (one per kind and address) in all, waiting and by kind; every
 * form sent; and submissions per week.
 */
export function LeadsSummary({ stats, failed }: { stats: LeadStatsView | undefined; failed: boolean }) {
  if (failed) {
    return (
      <Alert color="red" role="alert">
        Failed to load the lead counts.
      </Alert>
    );
  }
  if (!stats) return null;
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 4, md: 8 }}
        spacing="xs"
        component="ul"
        aria-label="Lead counts"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        <Figure label="All leads" value={stats.total} />
        <Figure label="Waiting" value={stats.waiting} />
        <Figure label="Submissions" value={stats.submissions} />
        {LEAD_KINDS.map((kind) => (
          <Figure key={kind} label={KIND_LABELS[kind]} value={stats.byKind[kind] ?? 0} />
        ))}
      </SimpleGrid>
      <LeadsPerWeekChart weeks={stats.weeks} />
    </Stack>
  );
}
