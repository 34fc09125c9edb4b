import { describe, expect, it } from 'vitest';
import { arenaOf, negotiate } from './mechanism';
import { seededRandom } from './random';
import type { Scenario, Side } from './scenario';
import { randomScenario } from './tournament';
import type { Role } from './utility';

// The /features page (site/src/pages/product-features/content.ts) says: "The Adaptive strategy concedes
// at a steady pace while the other side concedes, and holds firm against one that does not". Checked
// on whole negotiations: the same adaptive side against a Conceder (time-dependent, β 3) and against a
// hardliner (β 0.01: it concedes nothing before the last rounds), over 100 random scenarios, as buyer
// and as seller. (The page once said it "matches a conceding opponent": it does not mirror the
// opponent's pace, it answers any conceding opponent with the same steady one.)

const HARDLINER: Pick<Side, 'strategy' | 'agent'> = {
  strategy: 'boulware',
  agent: { bidding: { kind: 'time-dependent', family: 'polynomial', beta: 0.01, k: 0 } },
};
const CONCEDER: Pick<Side, 'strategy'> = { strategy: 'conceder' };

/** The adaptive side's bids against the opponent: own utility, and the steady (linear) pace's target then. */
function adaptiveBids(base: Scenario, role: Role, opponent: Pick<Side, 'strategy' | 'agent'>, seed: number) {
  const other: Role = role === 'buyer' ? 'seller' : 'buyer';
  const scenario = {
    ...base,
    [role]: { ...base[role], strategy: 'adaptive' },
    [other]: { ...base[other], ...opponent },
  } as Scenario;
  const arena = arenaOf(scenario);
  const { uMin, uMax } = arena.bidSpaces[role];
  return negotiate(scenario, seed, arena)
    .offers.filter((offer) => offer.by === role)
    .map((offer) => ({
      utility: offer[role],
      steady: uMax - (offer.round / scenario.deadline) * (uMax - uMin),
    }));
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

describe('the Adaptive strategy, as the features page describes it', () => {
  for (const role of ['buyer', 'seller'] as const)
    it(`as ${role}: concedes against a Conceder, holds firm against a hardliner (100 scenarios)`, () => {
      const random = seededRandom(11);
      const againstConceder: number[] = [];
      const againstHardliner: number[] = [];
      let conceded = 0;
      let longRuns = 0;
      for (let index = 0; index < 100; index++) {
        const base = randomScenario(random);
        const conceding = adaptiveBids(base, role, CONCEDER, index);
        const stubborn = adaptiveBids(base, role, HARDLINER, index);
        // Holds firm: from its third bid (by then it has judged the opponent's pace), never below the
        // steady pace against a side that does not concede.
        for (const bid of stubborn.slice(2)) expect(bid.utility).toBeGreaterThanOrEqual(bid.steady - 1e-9);
        // Concedes against a conceding side: its bids come down from its opening.
        if (conceding.length >= 3) {
          longRuns += 1;
          if (conceding.at(-1)!.utility < conceding[0]!.utility - 1e-9) conceded += 1;
        }
        // At the same bids, it gives the Conceder more ground than the hardliner.
        for (let bid = 2; bid < Math.min(conceding.length, stubborn.length); bid++) {
          againstConceder.push(conceding[bid]!.utility);
          againstHardliner.push(stubborn[bid]!.utility);
        }
      }
      expect(longRuns).toBeGreaterThan(20);
      expect(conceded / longRuns).toBeGreaterThan(0.9);
      expect(againstConceder.length).toBeGreaterThan(50);
      expect(mean(againstHardliner)).toBeGreaterThan(mean(againstConceder) + 0.05);
    });
});
