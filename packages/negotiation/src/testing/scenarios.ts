// Test fixtures shared by the engine's property tests (never imported by the engine itself).
import fc from 'fast-check';
import { BoaAgent } from '../agent';
import { arenaOf } from '../mechanism';
import type { OpponentModelState } from '../opponent-model';
import { seededRandom } from '../random';
import { EXAMPLE_SCENARIO, STRATEGIES, type Scenario } from '../scenario';
import { partsOf } from '../strategies';
import { randomScenario } from '../tournament';

/** Any scenario the tournament could draw, with any strategies on each side, and the seed it came from. */
export const anyScenario: fc.Arbitrary<Scenario & { seed: number }> = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    buyer: fc.constantFrom(...STRATEGIES),
    seller: fc.constantFrom(...STRATEGIES),
  })
  .map(({ seed, buyer, seller }) => {
    const base = randomScenario(seededRandom(seed));
    return {
      ...base,
      seed,
      buyer: { ...base.buyer, strategy: buyer },
      seller: { ...base.seller, strategy: seller },
    };
  });

/** The example scenario's buyer as a BOA agent (deadline 20, seed 1), optionally with prior knowledge. */
export function exampleBuyerAgent(
  arena: ReturnType<typeof arenaOf> = arenaOf(EXAMPLE_SCENARIO),
  prior?: OpponentModelState,
): BoaAgent {
  return new BoaAgent(
    arena.bidSpaces.buyer,
    arena.domain,
    partsOf(EXAMPLE_SCENARIO.buyer),
    20,
    seededRandom(1),
    prior,
  );
}
