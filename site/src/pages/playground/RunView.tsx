import { Grid, Text, Title } from '@mantine/core';
import type { NegotiationRun, OfferRecord } from '@parley/negotiation';
import { OffersChart, OutcomeChart } from './charts';
import { RunSummary } from './RunSummary';
import { Transcript } from './Transcript';

/** The round of the last message shown (0 before the first). */
export const roundShown = (run: NegotiationRun, shown: number) => run.messages[shown - 1]?.round ?? 0;

/** The parts of a run shown so far: its result once finished, both charts, then the messages. */
export function RunView({ run, shown, finished }: { run: NegotiationRun; shown: number; finished: boolean }) {
  const round = roundShown(run, shown);
  const offers: OfferRecord[] = run.offers.filter((offer) => offer.round <= round);
  return (
    <>
      {finished ? <RunSummary run={run} /> : <Text role="status">Negotiating…</Text>}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OffersChart offers={offers} deadline={run.scenario.deadline} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OutcomeChart run={run} offers={offers} finished={finished} />
        </Grid.Col>
      </Grid>
      <Title order={3} size="h4">
        Transcript
      </Title>
      <Transcript messages={run.messages.slice(0, shown)} />
    </>
  );
}
