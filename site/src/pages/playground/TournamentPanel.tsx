import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { STRATEGY_LABELS, TOURNAMENT_SCENARIOS, type TournamentResult } from '@parley/negotiation';
import { useEffect, useRef, useState } from 'react';
import type { TournamentRequest } from './tournament.worker';

type WorkerMessage =
  { type: 'progress'; done: number; total: number } | { type: 'done'; result: TournamentResult };

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/**
 * Every strategy against every other over TOURNAMENT_SCENARIOS random scenarios, computed in a Web
 * Worker with a progress bar. Needs the page's scripts: before they run, the button is not shown.
 */
export function TournamentPanel({ seed }: { seed: number }) {
  const [mounted, setMounted] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<TournamentResult | null>(null);
  const worker = useRef<Worker | null>(null);
  useEffect(() => {
    setMounted(true);
    return () => worker.current?.terminate();
  }, []);

  const start = () => {
    worker.current?.terminate();
    setResult(null);
    setProgress({ done: 0, total: TOURNAMENT_SCENARIOS });
    const next = new Worker(new URL('./tournament.worker.ts', import.meta.url), { type: 'module' });
    worker.current = next;
    next.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data.type === 'progress') setProgress({ done: event.data.done, total: event.data.total });
      else {
        setResult(event.data.result);
        next.terminate();
      }
    };
    next.postMessage({ seed, scenarios: TOURNAMENT_SCENARIOS } satisfies TournamentRequest);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="tournament-title">
      <Title order={2} id="tournament-title" size="h3">
        Tournament
      </Title>
      <Text>
        Every strategy against every other, as buyer and as seller, over {TOURNAMENT_SCENARIOS} random
        scenarios drawn from seed {seed}.
      </Text>
      {mounted ? (
        <Group>
          <Button onClick={start} variant="light" loading={progress !== null && result === null}>
            Run tournament
          </Button>
        </Group>
      ) : (
        <Text c="dimmed">The tournament runs in your browser once the page&apos;s scripts have loaded.</Text>
      )}
      {progress && !result && (
        <progress
          aria-label="Tournament progress"
          max={progress.total}
          value={progress.done}
          style={{ width: '100%' }}
        >
          {progress.done} of {progress.total}
        </progress>
      )}
      {result && (
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
      )}
    </Stack>
  );
}
