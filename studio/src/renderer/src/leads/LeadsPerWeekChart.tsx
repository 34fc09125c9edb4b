import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Table, Title, VisuallyHidden } from '@mantine/core';

export interface WeekCount {
  /** The Monday that starts the ISO week, `2026-11-16` (UTC). */
  week: string;
  count: number;
}

const WEEK_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** `Nov 16` for the week starting Monday 2026-11-16. */
export function weekLabel(week: string): string {
  const date = new Date(`${week}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? week : WEEK_LABEL.format(date);
}

/**
 * Leads per week over the last 12 weeks. The bars are for the eye; assistive technology gets the
 * same figures as a table (the chart itself is hidden from it: an SVG of bars reads as nothing).
 */
export function LeadsPerWeekChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const data = weeks.map((week) => ({ week: weekLabel(week.week), Leads: week.count }));
  return (
    <Box>
      <Title order={2} size="h4" mb="xs">
        Leads per week (last 12 weeks)
      </Title>
      <Box aria-hidden="true">
        <BarChart
          h={200}
          data={data}
          dataKey="week"
          series={[{ name: 'Leads', color: 'teal.6' }]}
          withTooltip={false}
          // No keyboard stop: the bars are hidden from assistive technology, the table below has the figures.
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      <VisuallyHidden>
        <Table>
          <caption>Leads per week, last 12 weeks</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Week of</Table.Th>
              <Table.Th scope="col">Leads</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={row.week}>
                <Table.Td>{row.week}</Table.Td>
                <Table.Td>{row.Leads}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
