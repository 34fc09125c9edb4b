import { Alert, Button, Container, Grid, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { negotiate } from '@parley/negotiation';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { PageHeading } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { OffersChart, OutcomeChart } from './charts';
import { MessageList } from './MessageList';
import { RunSummary } from './RunSummary';
import { playgroundQuery } from './scenario-query';
import { ScenarioForm } from './ScenarioForm';
import { TournamentPanel } from './TournamentPanel';
import { SPEEDS, useReplay, type Speed } from './use-replay';

/**
 * /playground: a visitor sets a deal and watches Parley's buyer and seller agents negotiate it. The
 * run is computed from the address (`?item=…&b_res=…&seed=…`) on the server and in the browser alike
 * (the engine is deterministic), so the page works without its scripts and a link reproduces a run.
 */
export default function PlaygroundPage() {
  const [params, setParams] = useSearchParams();
  const { scenario, seed, problems } = useMemo(() => playgroundQuery(params), [params]);
  const run = useMemo(() => negotiate(scenario, seed), [scenario, seed]);
  const replay = useReplay(run.messages.length);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const shownMessages = run.messages.slice(0, replay.shown);
  const shownRound = shownMessages.at(-1)?.round ?? 0;
  const shownOffers = run.offers.filter((offer) => offer.round <= shownRound);

  return (
    <Container size="xl" py="xl">
      <PageMeta
        title="Negotiation Playground"
        description="Set a deal and watch Parley's buyer and seller agents negotiate it, message by message, in FIPA-ACL."
      />
      <Stack gap="xl">
        <PageHeading
          title="Negotiation Playground"
          subtitle="Set a deal, give each agent its limits, priorities and strategy, and watch them negotiate: alternating offers until one accepts or the deadline passes. Each agent only knows its own limits."
          subtitleMaw={760}
        >
          <List size="sm" mt="sm" maw={760}>
            <List.Item>
              Reservation price: the worst price an agent accepts; it never goes beyond it.
            </List.Item>
            <List.Item>
              Boulware holds firm until near the deadline, Conceder gives ground early, Linear at a steady
              pace; Tit-for-tat mirrors the other side; Adaptive models the other side from its offers.
            </List.Item>
            <List.Item>
              The Nash bargaining point is the deal that maximises the product of both sides&apos; utilities:
              the closer, the fairer and more efficient the deal.
            </List.Item>
          </List>
        </PageHeading>

        <ScenarioForm
          key={params.toString()}
          query={params}
          scenario={scenario}
          seed={seed}
          onStart={
            mounted
              ? (next) => {
                  setParams(next, { replace: false, preventScrollReset: true });
                  replay.restart();
                }
              : undefined
          }
        />

        {problems.length > 0 && (
          <Alert color="red" title="Some settings were not accepted" role="alert">
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
            <Text size="sm" mt="xs">
              Showing the example negotiation instead.
            </Text>
          </Alert>
        )}

        <Stack gap="md" component="section" aria-labelledby="run-title">
          <Title order={2} id="run-title" size="h3">
            {scenario.item}: {scenario.buyer.strategy} buyer vs {scenario.seller.strategy} seller
          </Title>
          {mounted && (
            <Group gap="sm" aria-label="Replay controls" role="group">
              <Button variant="default" onClick={replay.toggle}>
                {replay.playing ? 'Pause' : 'Play'}
              </Button>
              <Button variant="default" onClick={replay.step} disabled={replay.finished}>
                Step
              </Button>
              <Button variant="default" onClick={replay.jumpToEnd} disabled={replay.finished}>
                Jump to end
              </Button>
              <NativeSelect
                aria-label="Replay speed"
                value={replay.speed}
                onChange={(event) => replay.setSpeed(event.currentTarget.value as Speed)}
                data={Object.keys(SPEEDS).map((speed) => ({ value: speed, label: `Speed: ${speed}` }))}
              />
              <Text size="sm" role="status">
                Round {shownRound} of {scenario.deadline}
              </Text>
            </Group>
          )}
          {replay.finished ? <RunSummary run={run} /> : <Text role="status">Negotiating…</Text>}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <OffersChart offers={shownOffers} deadline={scenario.deadline} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <OutcomeChart run={run} offers={shownOffers} finished={replay.finished} />
            </Grid.Col>
          </Grid>
          <Title order={3} size="h4">
            Messages
          </Title>
          <MessageList messages={shownMessages} />
        </Stack>

        <TournamentPanel seed={seed} />
      </Stack>
    </Container>
  );
}
