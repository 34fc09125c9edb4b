import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accepts } from './acceptance';
import { BoaAgent } from './agent';
import type { AcceptanceCondition } from './boa-schema';
import { arenaOf } from './mechanism';
import { seededRandom } from './random';
import type { Outcome } from './scenario';
import { randomScenario } from './tournament';

// The acceptance floor on its own: an agent never accepts an offer worth less to it than the best
// offer it already received. In a whole negotiation the bidding's re-offer rule (once the target falls
// to the best offer received, re-offer it) hides a missing floor, because AC_next then compares with
// that re-offer. These properties test the acceptance part without that bidding: any conditions, any
// history, any next bid. Each fails if the floor in `accepts` is removed (checked by removing it).

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const condition: fc.Arbitrary<AcceptanceCondition> = fc.oneof(
  fc.record({
    kind: fc.constant('next' as const),
    alpha: fc.double({ min: 0.5, max: 2, noNaN: true }),
    beta: fc.double({ min: -1, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('const' as const), threshold: unit }),
  fc.record({ kind: fc.constant('time' as const), after: unit }),
  fc.record({ kind: fc.constant('combi' as const), after: unit }),
);
const EPSILON = 1e-9;

describe('the acceptance floor (never below the best offer received)', () => {
  it('holds for any AC_* conditions, any history and any next bid', () => {
    fc.assert(
      fc.property(
        fc.array(condition, { minLength: 1, maxLength: 4 }),
        fc.array(fc.record({ t: unit, utility: unit }), { maxLength: 12 }),
        unit,
        unit,
        unit,
        (conditions, history, t, offer, nextBid) => {
          const received = [...history].sort((a, b) => a.t - b.t);
          const best = Math.max(0, ...received.map((r) => r.utility));
          const accepted = accepts(conditions, { t, offer, nextBid, received });
          if (offer < best - EPSILON) expect(accepted).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('an agent that accepts anything (AC_time(0)) still refuses an offer below its best received one', () => {
    // A seller whose acceptance would take any offer: only the floor stands between it and a worse deal.
    const outcome = fc.record({
      priceAt: unit,
      quantity: fc.constantFrom(100, 250, 500, 750, 1000),
      delivery: fc.constantFrom(7, 14, 21, 30, 45),
      payment: fc.constantFrom(0, 15, 30, 60),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(outcome, { minLength: 2, maxLength: 10 }),
        fc.boolean(),
        (seed, offers, atDeadline) => {
          const scenario = randomScenario(seededRandom(seed));
          const arena = arenaOf(scenario);
          const agent = new BoaAgent(
            arena.bidSpaces.seller,
            arena.domain,
            { bidding: { kind: 'adaptive' }, acceptance: [{ kind: 'time', after: 0 }], learnCoef: 0.2 },
            scenario.deadline,
            seededRandom(seed),
          );
          const prices = arena.domain.values.price;
          const received: Outcome[] = offers.map(({ priceAt, ...rest }) => ({
            ...rest,
            price: prices[Math.min(prices.length - 1, Math.floor(priceAt * prices.length))]!,
          }));
          let best = 0;
          received.forEach((offer, index) => {
            const round = Math.min(scenario.deadline, 2 * index);
            agent.receive(offer, round);
            const utility = agent.prefs.acceptable(offer) ? agent.prefs.utility(offer) : 0;
            // The next bid is the agent's own best outcome (a bidding that never re-offers).
            const nextBid = atDeadline ? undefined : received[0];
            const accepted = agent.acceptsLast(round, nextBid);
            if (utility < best - EPSILON || !agent.prefs.acceptable(offer)) expect(accepted).toBe(false);
            else expect(accepted).toBe(true); // AC_time(0) takes anything else
            best = Math.max(best, utility);
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});
