import type { NegotiationRun, OpponentModelState, StrategyName } from '@parley/negotiation';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  counterpartKey,
  forgetLearned,
  readLearned,
  recordLearned,
  type LearnedEntry,
} from './learning-store';

export interface Learning {
  /** Whether localStorage could be read (false on the server and until the page has mounted). */
  available: boolean;
  /** Whether runs start from, and add to, what was learned. */
  enabled: boolean;
  /** What is stored for the seller of the current settings. */
  stored?: LearnedEntry;
  /**
   * The model the run of the current settings starts from: a snapshot taken when a run starts, so
   * recording a run never reruns it. Undefined when learning is off or nothing was learned yet.
   */
  prior?: OpponentModelState;
  /** Set when the browser refused to store. */
  failed: boolean;
  setEnabled: (enabled: boolean) => void;
  /** A run against a seller of this strategy starts: it starts from what is stored for it now. */
  snapshot: (sellerStrategy: StrategyName) => void;
  /** Records a run's learned model (once per run, only when enabled). */
  record: (run: NegotiationRun) => void;
  forget: () => void;
}

/**
 * Learning across runs in the browser: localStorage is touched only in effects and handlers, never
 * during render, so the server's rendering (which has none) and hydration match.
 */
export function useLearning(sellerStrategy: StrategyName): Learning {
  const key = counterpartKey(sellerStrategy);
  const [available, setAvailable] = useState(false);
  const [enabled, setEnabledState] = useState(false);
  const [stored, setStored] = useState<LearnedEntry>();
  // A snapshot per run the visitor starts; `token` is new each time, and one run is recorded per
  // token: the page may compute a run more than once for one start (the address updates after it).
  const [prior, setPrior] = useState<{ key: string; model?: OpponentModelState; token: object }>();
  const [failed, setFailed] = useState(false);
  const recorded = useRef<object | null>(null);

  useEffect(() => {
    try {
      setStored(readLearned(window.localStorage, key));
      setAvailable(true);
    } catch {
      setAvailable(false); // storage disabled: the panel says so
    }
  }, [key]);

  /** Reads what is stored for a seller strategy, when learning is on (in a handler, never in render). */
  const take = useCallback((on: boolean, strategy: StrategyName) => {
    if (!on) return setPrior(undefined);
    const next = counterpartKey(strategy);
    try {
      setPrior({ key: next, model: readLearned(window.localStorage, next)?.model, token: {} });
    } catch {
      setPrior(undefined);
    }
  }, []);
  const snapshot = useCallback((strategy: StrategyName) => take(enabled, strategy), [take, enabled]);
  const setEnabled = useCallback(
    (next: boolean) => {
      setEnabledState(next);
      take(next, sellerStrategy);
    },
    [take, sellerStrategy],
  );
  const record = useCallback(
    (run: NegotiationRun) => {
      const runKey = counterpartKey(run.scenario.seller.strategy);
      if (!enabled || !prior || prior.key !== runKey || recorded.current === prior.token) return;
      recorded.current = prior.token;
      try {
        setStored(recordLearned(window.localStorage, runKey, run.learned.buyer));
        setFailed(false);
      } catch {
        setFailed(true);
      }
    },
    [enabled, prior],
  );
  const forget = useCallback(() => {
    try {
      forgetLearned(window.localStorage);
    } catch {
      setFailed(true);
    }
    setStored(undefined);
    setPrior(undefined);
  }, []);

  // A snapshot for another seller (the address changed without a start) is not this run's prior.
  const current = prior?.key === key ? prior.model : undefined;
  return { available, enabled, stored, prior: current, failed, setEnabled, snapshot, record, forget };
}
