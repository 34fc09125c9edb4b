import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arenaOf, negotiate } from './mechanism';
import { seededRandom } from './random';
import type { Scenario } from './scenario';
import { randomScenario } from './tournament';
import { anyScenario } from './testing/scenarios';

// The opening bid (agent.ts, `openingTime`): every agent opens at t = 0 of its tactic, so an agent
// whose tactic concedes nothing at once (κ = 0: every named strategy) opens with its best outcome,
// whatever round its first turn falls in. Without it a conceder seller, first to bid in round 1,
// opened a third of its range down.

describe('the opening bid', () => {
  it('is worth the most the agent can ask, for every named strategy, buyer and seller', () => {
    fc.assert(
      fc.property(anyScenario, (scenario) => {
        const arena = arenaOf(scenario);
        const run = negotiate(scenario, scenario.seed, arena);
        for (const role of ['buyer', 'seller'] as const) {
          const first = run.offers.find((offer) => offer.by === role);
          if (first) expect(first[role]).toBeCloseTo(arena.bidSpaces[role].uMax, 9);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('concedes κ at once, as Faratin’s tactic at t = 0 does', () => {
    const base = randomScenario(seededRandom(7));
    const scenario: Scenario = {
      ...base,
      deadline: 10,
      seller: {
        ...base.seller,
        strategy: 'conceder',
        agent: { bidding: { kind: 'time-dependent', family: 'polynomial', beta: 1, k: 0.5 } },
      },
    };
    const arena = arenaOf(scenario);
    const { uMin, uMax } = arena.bidSpaces.seller;
    const first = negotiate(scenario, 1, arena).offers.find((offer) => offer.by === 'seller')!;
    // Asked for: the target uMax − 0.5 (uMax − uMin), explored up to 1 % of the range above it.
    const target = uMax - 0.5 * (uMax - uMin);
    expect(first.seller).toBeGreaterThanOrEqual(target - 1e-9);
    expect(first.seller).toBeLessThan(target + 0.05 * (uMax - uMin));
  });
});
