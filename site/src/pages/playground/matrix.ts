import {
  arenaOf,
  negotiate,
  STRATEGIES,
  type Result,
  type Scenario,
  type StrategyName,
} from '@parley/negotiation';
import { contractValue } from './deal';

// Every strategy as buyer against every strategy as seller on the visitor's own deal: one real run
// per cell, on the same outcome space (computed once). The strategies are the engine's list, so the
// matrix grows with it.

export interface MatrixCell {
  buyer: StrategyName;
  seller: StrategyName;
  result: Result;
  /** The contract's value, without a deal undefined. */
  value?: number;
  unitPrice?: number;
  buyerUtility?: number;
  sellerUtility?: number;
  distanceToNash?: number;
}

export interface StrategyMatrix {
  strategies: readonly StrategyName[];
  /** rows[i][j]: buyer strategies[i] against seller strategies[j]. */
  rows: MatrixCell[][];
}

export function strategyMatrix(scenario: Scenario, seed: number): StrategyMatrix {
  const arena = arenaOf(scenario);
  const rows = STRATEGIES.map((buyer) =>
    STRATEGIES.map((seller): MatrixCell => {
      const pairing: Scenario = {
        ...scenario,
        buyer: { ...scenario.buyer, strategy: buyer },
        seller: { ...scenario.seller, strategy: seller },
      };
      const run = negotiate(pairing, seed, { ...arena, scenario: pairing });
      const deal = run.agreement;
      return {
        buyer,
        seller,
        result: run.result,
        ...(deal && {
          value: contractValue(deal.outcome),
          unitPrice: deal.outcome.price,
          buyerUtility: deal.buyer,
          sellerUtility: deal.seller,
          distanceToNash: run.distanceToNash,
        }),
      };
    }),
  );
  return { strategies: STRATEGIES, rows };
}
