import { Alert, Grid, List, Text } from '@mantine/core';
import { negotiate, runMultiSupplier } from '@parley/negotiation';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from '@parley/router';
import { MatrixPanel } from './MatrixPanel';
import { MULTI_PRESET, multiSupplierQuery } from './multi-query';
import { MultiSupplierForm } from './MultiSupplierForm';
import { MultiSupplierView } from './MultiSupplierView';
import { PlayPanel } from './PlayPanel';
import { PRESETS, presetHref } from './presets';
import { ReplayControls } from './ReplayControls';
import { roundShown, RunView } from './RunView';
import { playgroundQuery } from './scenario-query';
import { ScenarioForm } from './ScenarioForm';
import { KEEP_SERVER_MARKUP, useServerMarkupKept } from './server-markup';
import { LearningPanel } from './LearningPanel';
import { useLearning } from './use-learning';
import { TournamentPanel } from './TournamentPanel';
import typography from '../../components/typography.module.css';
import plain from './plain.module.css';
import { useReplay } from './use-replay';

export interface PlaygroundBodyProps {
  /**
   * Whether this is the server's rendering being hydrated: the page decides it at its own first
   * render, since this part (loaded later) may hydrate after the rest of the page has.
   */
  fromServer: boolean;
  /** Called once this part is interactive (hydrated or rendered). */
  onReady: () => void;
}

/**
 * Everything of /playground below its heading: a visitor sets a deal and watches Parley's buyer and
 * seller agents negotiate it. The run is computed from the address (`?item=…&b_res=…&seed=…`) on the
 * server and in the browser alike (the engine is deterministic), so the page works without its
 * scripts and a link reproduces a run. Its own chunk with the engine and zod, loaded after the page
 * has hydrated (PlaygroundPage.tsx).
 *
 * Hydrating does not compute the run again: the server's rendering of it (result, charts, messages)
 * is kept as it is, until the visitor plays it or runs another one. Computing it and hydrating its
 * transcript were the page's longest tasks on a slow phone.
 */
export default function PlaygroundBody({ fromServer, onReady }: PlaygroundBodyProps) {
  const [params, setParams] = useSearchParams();
  const { scenario, seed, problems } = useMemo(() => playgroundQuery(params), [params]);
  const serverRun = useServerMarkupKept(params.toString(), fromServer);
  const serverGame = useServerMarkupKept(params.toString(), fromServer);
  const learning = useLearning(scenario.seller.strategy);
  const prior = learning.prior;
  const run = useMemo(
    () =>
      serverRun.kept
        ? null
        : negotiate(scenario, seed, undefined, prior ? { priorKnowledge: { buyer: prior } } : undefined),
    [serverRun.kept, scenario, seed, prior],
  );
  const { record } = learning;
  useEffect(() => {
    if (run) record(run);
  }, [run, record]);
  const replay = useReplay(run?.messages.length);
  const { release } = serverRun;
  const { restart } = replay;
  const { snapshot } = learning;
  const start = useCallback(
    (next: URLSearchParams) => {
      setParams(next, { replace: false, preventScrollReset: true });
      release(); // the same settings again replay the same run
      restart();
      snapshot(playgroundQuery(next).scenario.seller.strategy); // from what was learned until now
    },
    [setParams, release, restart, snapshot],
  );
  const setLearning = useCallback(
    (enabled: boolean) => {
      learning.setEnabled(enabled);
      release(); // the run is computed here, so it can learn (and start from what was learned)
    },
    [learning, release],
  );
  const move = useCallback(
    (next: URLSearchParams) => setParams(next, { replace: false, preventScrollReset: true }),
    [setParams],
  );
  const multi = useMemo(() => multiSupplierQuery(params), [params]);
  // Run only when the address asks for it (the section's form or preset): the page's other runs
  // need not pay for it. Deterministic, so the browser's run matches the server's markup.
  const multiRun = useMemo(
    () => (multi.asked ? runMultiSupplier(multi.scenario, multi.seed) : null),
    [multi],
  );
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // In the commit that makes the body interactive, before any event can reach its handlers.
  useLayoutEffect(onReady, [onReady]);
  // Playing the run the server rendered computes it in the browser first.
  const controls = {
    ...replay,
    toggle: () => {
      serverRun.release();
      replay.toggle();
    },
  };

  return (
    <div className={plain.stackXl}>
      <section className={plain.stackXs} aria-labelledby="presets-title">
        <h2 className={`${typography.title} ${typography.h3}`} id="presets-title">
          Start from a deal you know
        </h2>
        <div className={plain.presets}>
          {PRESETS.map((preset) => (
            <div key={preset.id} className={plain.preset}>
              <Link
                to={presetHref(preset)}
                className={`mantine-focus-auto ${typography.textMd} ${typography.bold} ${typography.anchor} ${typography.underlineOnHover}`}
              >
                {preset.title}
              </Link>
              <p className={`${typography.textSm} ${typography.regular}`}>{preset.description}</p>
            </div>
          ))}
        </div>
      </section>

      <ScenarioForm key={params.toString()} query={params} scenario={scenario} seed={seed} onStart={start} />

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

      <section className={plain.stackMd} aria-labelledby="run-title">
        <h2 className={`${typography.title} ${typography.h3}`} id="run-title">
          {scenario.item}: {scenario.buyer.strategy} buyer vs {scenario.seller.strategy} seller
        </h2>
        <ReplayControls
          replay={controls}
          status={run && `Round ${roundShown(run, replay.shown)} of ${scenario.deadline}`}
          interactive={mounted}
        />
        {/* The same element either way: hydration keeps the server's inside of it. */}
        {run ? (
          <div className={plain.stackMd}>
            <RunView run={run} shown={replay.shown} finished={replay.finished} />
          </div>
        ) : (
          <div className={plain.stackMd} {...KEEP_SERVER_MARKUP} />
        )}
        <LearningPanel
          learning={{ ...learning, setEnabled: setLearning }}
          seller={scenario.seller.strategy}
        />
      </section>

      <section className={plain.stackMd} aria-labelledby="play-title">
        <h2 className={`${typography.title} ${typography.h3}`} id="play-title">
          Play it yourself
        </h2>
        {/* As the run: hydration keeps the server's game until the address changes. */}
        {serverGame.kept ? (
          <div className={plain.stackMd} {...KEEP_SERVER_MARKUP} />
        ) : (
          <div className={plain.stackMd}>
            <PlayPanel query={params} scenario={scenario} seed={seed} onMove={move} />
          </div>
        )}
      </section>

      <section className={plain.stackMd} aria-labelledby="several-suppliers-title">
        <h2 className={`${typography.title} ${typography.h3}`} id="several-suppliers-title">
          One buyer, several suppliers
        </h2>
        <p className={`${typography.textMd} ${typography.regular} ${plain.measure}`}>
          The buyer negotiates with two to five suppliers at once, one thread each, to one deadline. The best
          offer standing in any thread is its fallback in every other: it never bids below it, accepts only
          the best standing offer and makes at most one deal. It is not an auction: no supplier sees
          another&apos;s offers.
        </p>
        <p className={`${typography.textMd} ${typography.regular}`}>
          <Link
            to={MULTI_PRESET.href}
            className={`mantine-focus-auto ${typography.textMd} ${typography.bold} ${typography.anchor} ${typography.underlineOnHover}`}
          >
            {MULTI_PRESET.title}
          </Link>
          : {MULTI_PRESET.description}
        </p>
        <MultiSupplierForm
          key={params.toString()}
          query={params}
          scenario={multi.scenario}
          seed={multi.seed}
          onStart={move}
        />
        {multi.problems.length > 0 && (
          <Alert color="red" title="Some supplier settings were not accepted" role="alert">
            <List size="sm">
              {multi.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
            <Text size="sm" mt="xs">
              Showing the example with three suppliers instead.
            </Text>
          </Alert>
        )}
        {multiRun && <MultiSupplierView run={multiRun} />}
      </section>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <MatrixPanel scenario={scenario} seed={seed} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TournamentPanel seed={seed} />
        </Grid.Col>
      </Grid>
    </div>
  );
}
