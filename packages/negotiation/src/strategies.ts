import type { AgentComposition } from './agent';
import { agentPartsSchema } from './boa-schema';
import { LEARN_COEF } from './opponent-model';
import type { Side, StrategyName } from './scenario';
import { concession } from './tactics';

// The named strategies, each a composition of BOA parts (a side's `agent` setting overrides parts).

/** Faratin's β for the time-dependent strategies (polynomial family, κ = 0). */
export const BETA = { boulware: 0.2, linear: 1, conceder: 3 } as const;
/** Baarslag et al. 2011 found AC_combi(T, MAX^W) with T near the end among the best conditions. */
export const COMBI_AFTER = 0.95;

const AC_NEXT = { kind: 'next', alpha: 1, beta: 0 } as const;

export const NAMED_STRATEGIES: Record<StrategyName, AgentComposition> = {
  boulware: {
    bidding: { kind: 'time-dependent', family: 'polynomial', beta: BETA.boulware, k: 0 },
    acceptance: [AC_NEXT],
    learnCoef: LEARN_COEF,
  },
  linear: {
    bidding: { kind: 'time-dependent', family: 'polynomial', beta: BETA.linear, k: 0 },
    acceptance: [AC_NEXT],
    learnCoef: LEARN_COEF,
  },
  conceder: {
    bidding: { kind: 'time-dependent', family: 'polynomial', beta: BETA.conceder, k: 0 },
    acceptance: [AC_NEXT],
    learnCoef: LEARN_COEF,
  },
  'tit-for-tat': {
    bidding: { kind: 'relative-tit-for-tat', delta: 1 },
    acceptance: [AC_NEXT],
    learnCoef: LEARN_COEF,
  },
  adaptive: {
    bidding: { kind: 'adaptive' },
    acceptance: [{ kind: 'combi', after: COMBI_AFTER }],
    learnCoef: LEARN_COEF,
  },
};

/** A short description of each strategy, for people. */
export const STRATEGY_LABELS: Record<StrategyName, string> = {
  boulware: 'Boulware (holds firm, concedes near the deadline)',
  linear: 'Linear (concedes at a steady pace)',
  conceder: 'Conceder (concedes early)',
  'tit-for-tat': 'Tit-for-tat (mirrors the other side’s concessions, issue by issue)',
  adaptive: 'Adaptive (aims at the fair deal it estimates; firm against a stubborn side)',
};

/** A side's parts: its named strategy's, with any part its `agent` setting names instead. */
export function partsOf(side: Side): AgentComposition {
  const named = NAMED_STRATEGIES[side.strategy];
  const custom = side.agent ? agentPartsSchema.parse(side.agent) : undefined;
  return {
    bidding: custom?.bidding ?? named.bidding,
    acceptance: custom?.acceptance ?? named.acceptance,
    learnCoef: custom?.learnCoef ?? named.learnCoef,
  };
}

/** Faratin's polynomial time-dependent target from uMin to 1 (kept for callers of the former API). */
export const timeDependentTarget = (t: number, beta: number, uMin: number) =>
  1 - (1 - uMin) * concession(t, 'polynomial', beta, 0);
