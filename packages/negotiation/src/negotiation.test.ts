import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aclMessageSchema } from './fipa';
import { negotiate } from './mechanism';
import { agreementZone, nashPoint, nashProduct, paretoFrontier } from './metrics';
import { EXAMPLE_SCENARIO, outcomeSpace, type Scenario } from './scenario';
import { BETA } from './strategies';
import { concession } from './tactics';
import { preferencesOf } from './utility';
import { anyScenario } from './testing/scenarios';

const RUNS = { numRuns: 150 };

describe('the negotiation engine', () => {
  it('never agrees outside either side’s reservation price', () => {
    fc.assert(
      fc.property(anyScenario, (scenario) => {
        const run = negotiate(scenario, scenario.seed);
        if (!run.agreement) return;
        expect(run.agreement.outcome.price).toBeLessThanOrEqual(scenario.buyer.reservation);
        expect(run.agreement.outcome.price).toBeGreaterThanOrEqual(scenario.seller.reservation);
      }),
      RUNS,
    );
  });

  it('makes no offer after the deadline, and every message is valid FIPA-ACL in one thread', () => {
    fc.assert(
      fc.property(anyScenario, (scenario) => {
        const run = negotiate(scenario, scenario.seed);
        for (const offer of run.offers) expect(offer.round).toBeLessThanOrEqual(scenario.deadline);
        for (const message of run.messages) {
          expect(aclMessageSchema.parse(message)).toEqual(message);
          expect(message.round).toBeLessThanOrEqual(scenario.deadline);
        }
        expect(new Set(run.messages.map((m) => m.conversation_id)).size).toBe(1);
        run.messages.slice(1).forEach((message, index) => {
          expect(message.in_reply_to).toBe(run.messages[index]!.reply_with);
        });
        expect(run.messages[0]!.performative).toBe('cfp');
        expect(run.messages.at(-1)!.performative).toBe('inform');
      }),
      RUNS,
    );
  });

  it('gives the same transcript for the same scenario and seed', () => {
    fc.assert(
      fc.property(anyScenario, (scenario) => {
        expect(negotiate(scenario, scenario.seed)).toEqual(negotiate(scenario, scenario.seed));
      }),
      { numRuns: 50 },
    );
  });

  it('never makes a deal when there is no zone of agreement, and says so', () => {
    fc.assert(
      fc.property(anyScenario, fc.integer({ min: 1, max: 50 }), (scenario, gap) => {
        // The seller's worst acceptable price above the buyer's.
        const apart: Scenario = {
          ...scenario,
          seller: {
            ...scenario.seller,
            reservation: scenario.buyer.reservation + gap,
            target: Math.max(scenario.seller.target, scenario.buyer.reservation + gap),
          },
        };
        const run = negotiate(apart, scenario.seed);
        expect(run.agreement).toBeUndefined();
        expect(run.result).toBe('no-zone-of-agreement');
        expect(run.messages.some((m) => m.performative === 'accept-proposal')).toBe(false);
      }),
      RUNS,
    );
  });

  it('Boulware concedes less in the first half than Conceder (Faratin, both families)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.constantFrom('polynomial', 'exponential') as fc.Arbitrary<'polynomial' | 'exponential'>,
        (t, family) => {
          const k = family === 'exponential' ? 0.01 : 0;
          expect(concession(t, family, BETA.boulware, k)).toBeLessThanOrEqual(
            concession(t, family, BETA.conceder, k) + 1e-12,
          );
        },
      ),
      RUNS,
    );
  });

  it('finds the Nash point a brute force over the whole discretised space finds', () => {
    fc.assert(
      fc.property(anyScenario, (scenario) => {
        const zone = agreementZone(
          outcomeSpace(scenario),
          preferencesOf('buyer', scenario.buyer),
          preferencesOf('seller', scenario.seller),
        );
        const nash = nashPoint(paretoFrontier(zone));
        const brute = zone.reduce<number | undefined>(
          (best, point) => Math.max(best ?? 0, nashProduct(point)),
          undefined,
        );
        if (brute === undefined) expect(nash).toBeUndefined();
        else expect(nashProduct(nash!)).toBeCloseTo(brute, 12);
      }),
      RUNS,
    );
  });

  it('keeps the frontier Pareto-optimal: no outcome of the zone dominates a frontier point', () => {
    const zone = agreementZone(
      outcomeSpace(EXAMPLE_SCENARIO),
      preferencesOf('buyer', EXAMPLE_SCENARIO.buyer),
      preferencesOf('seller', EXAMPLE_SCENARIO.seller),
    );
    const frontier = paretoFrontier(zone);
    expect(frontier.length).toBeGreaterThan(1);
    for (const point of frontier) {
      const dominated = zone.some(
        (other) =>
          other.buyer >= point.buyer &&
          other.seller >= point.seller &&
          (other.buyer > point.buyer || other.seller > point.seller),
      );
      expect(dominated).toBe(false);
    }
  });

  it('settles the example: a deal within both reservations, near the Nash point', () => {
    const run = negotiate(EXAMPLE_SCENARIO, 1);
    expect(run.result).toBe('agreement');
    expect(run.agreement!.outcome.price).toBeGreaterThanOrEqual(88);
    expect(run.agreement!.outcome.price).toBeLessThanOrEqual(96);
    expect(run.distanceToNash).toBeLessThan(0.5);
    // Both sides prefer 1,000 units: the deal is on the frontier, not at a smaller order.
    expect(run.agreement!.outcome.quantity).toBe(1000);
    expect(run.distanceToFrontier).toBe(0);
  });
});
