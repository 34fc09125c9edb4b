import { Table } from '@mantine/core';
import { STRATEGY_LABELS, type TournamentResult } from '@parley/negotiation';

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/**
 * The tournament's standings. Its own module, loaded when a tournament starts: Mantine's Table
 * brings its scroll area and Floating UI (some 22 KB gzip in two more requests), which the page
 * does not need to show itself or to hydrate.
 */
export default function TournamentTable({ result }: { result: TournamentResult }) {
  return (
    <Table striped withTableBorder aria-label="Tournament results">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Strategy</Table.Th>
          <Table.Th>Agreement rate</Table.Th>
          <Table.Th>Mean utility</Table.Th>
          <Table.Th>Mean distance to Nash</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {result.standings.map((standing) => (
          <Table.Tr key={standing.strategy}>
            <Table.Td>{STRATEGY_LABELS[standing.strategy]}</Table.Td>
            <Table.Td>{pct(standing.agreementRate)}</Table.Td>
            <Table.Td>{standing.meanUtility.toFixed(3)}</Table.Td>
            <Table.Td>{standing.meanDistanceToNash?.toFixed(3) ?? '–'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
