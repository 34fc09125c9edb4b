import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { opponentDirections } from './agent';
import { bidAtTarget, EFFICIENT_FORM_TOLERANCE, estimatesOf } from './bidding';
import { ConcessionModel } from './concession-model';
import { arenaOf, negotiate } from './mechanism';
import { seededRandom } from './random';
import { DELIVERY_DAYS, PAYMENT_DAYS, QUANTITIES, STRATEGIES, type Outcome } from './scenario';
import { randomScenario } from './tournament';

// The bidding's efficient-form rule (bidding.ts), checked against a brute force over the whole bid
// space: when an outcome in the efficient form (largest quantity, delivery and payment at an end) is
// worth the target, rated within the tolerance of the estimated frontier's best and itself on the
// estimated frontier, the bid has that form; and the bid is never worth less than the target.

const EPSILON = 1e-9;
const TARGETS = 40; // targets per model state, evenly from the agent's least to its best utility
const efficientForm = (o: Outcome) =>
  o.quantity === Math.max(...QUANTITIES) &&
  [Math.min(...DELIVERY_DAYS), Math.max(...DELIVERY_DAYS)].includes(o.delivery) &&
  [Math.min(...PAYMENT_DAYS), Math.max(...PAYMENT_DAYS)].includes(o.payment);

describe('the efficient form of a bid', () => {
  it('is offered whenever the estimated frontier has one within the tolerance (brute force)', () => {
    let applied = 0; // cases where the estimated frontier's best was not in the efficient form
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...STRATEGIES),
        fc.integer({ min: 1, max: 20 }),
        (seed, strategy, heard) => {
          const base = randomScenario(seededRandom(seed));
          const scenario = { ...base, buyer: { ...base.buyer, strategy } };
          const arena = arenaOf(scenario);
          const space = arena.bidSpaces.seller;
          if (space.prices.length === 0) return;
          // The seller's model of the buyer, fed the buyer's first bids of a real run.
          const model = new ConcessionModel(
            arena.domain,
            undefined,
            undefined,
            opponentDirections('seller'),
            space.ownPrices,
          );
          const bids = negotiate(scenario, seed).offers.filter((o) => o.by === 'buyer');
          for (const offer of bids.slice(0, heard)) model.update(offer.outcome);
          const estimates = estimatesOf(space, model, arena.domain);
          const all = space.combinations.flatMap((c, ci) =>
            space.prices.map((price, pi) => ({
              outcome: { price, quantity: c.quantity, delivery: c.delivery, payment: c.payment },
              own: space.priceUtility[pi]! + c.own,
              estimate: estimates.price[pi]! + estimates.rest[ci]!,
            })),
          );
          for (let step = 0; step <= TARGETS; step++) {
            const target = space.uMin + (step / TARGETS) * (space.uMax - space.uMin);
            const reaching = all.filter((o) => o.own >= target - EPSILON);
            const best = Math.max(...reaching.map((o) => o.estimate));
            const efficient = reaching
              .filter((o) => efficientForm(o.outcome))
              .reduce<(typeof all)[number] | undefined>(
                (a, b) =>
                  !a ||
                  b.estimate > a.estimate + EPSILON ||
                  (b.estimate > a.estimate - EPSILON && b.own > a.own)
                    ? b
                    : a,
                undefined,
              );
            const onEstimatedFrontier =
              efficient !== undefined &&
              !all.some(
                (o) =>
                  o.own >= efficient.own - EPSILON &&
                  o.estimate >= efficient.estimate - EPSILON &&
                  (o.own > efficient.own + 1e-7 || o.estimate > efficient.estimate + 1e-7),
              );

            const bid = bidAtTarget(space, target, estimates, seededRandom(seed))!;
            expect(space.prefs.utility(bid)).toBeGreaterThanOrEqual(target - 1e-7);
            if (onEstimatedFrontier && efficient.estimate >= best - EFFICIENT_FORM_TOLERANCE) {
              if (efficient.estimate < best - 1e-7) applied += 1;
              expect(efficientForm(bid), JSON.stringify({ bid, efficient })).toBe(true);
            }
          }
        },
      ),
      // The example: an efficient outcome tied exactly with one that is not (CI found it; fixed in
      // bidAtTarget's tie rule).
      { numRuns: 150, examples: [[2147483632, 'linear', 2]] },
    );
    // The rule was exercised, not only met by bids already in the efficient form.
    expect(applied).toBeGreaterThan(5);
  });
});
