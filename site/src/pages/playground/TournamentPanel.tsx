import { Button } from '@mantine/core';
import { TOURNAMENT_SCENARIOS, type TournamentResult } from '@parley/negotiation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TournamentRequest } from './tournament.worker';
import typography from '../../components/typography.module.css';
import plain from './plain.module.css';

type WorkerMessage =
  { type: 'progress'; done: number; total: number } | { type: 'done'; result: TournamentResult };

const loadTable = () => import('./TournamentTable');
const TournamentTable = lazy(loadTable);

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
    // The table's code downloads while the worker computes (a failure shows when it renders).
    loadTable().catch(() => undefined);
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
    <section className={plain.stackSm} aria-labelledby="tournament-title">
      <h2 className={`${typography.title} ${typography.h3}`} id="tournament-title">
        Tournament
      </h2>
      <p className={`${typography.textMd} ${typography.regular}`}>
        Every strategy against every other, as buyer and as seller, over {TOURNAMENT_SCENARIOS} random
        scenarios drawn from seed {seed}.
      </p>
      {mounted ? (
        <div className={plain.row}>
          <Button onClick={start} variant="default" loading={progress !== null && result === null}>
            Run tournament
          </Button>
        </div>
      ) : (
        <p className={`${typography.textMd} ${typography.regular} ${typography.dimmed}`}>
          The tournament runs in your browser once the page&apos;s scripts have loaded.
        </p>
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
        // Started with the tournament, the table's code has arrived long before its results.
        <Suspense fallback={null}>
          <TournamentTable result={result} />
        </Suspense>
      )}
    </section>
  );
}
