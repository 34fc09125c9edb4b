import { describe, expect, it } from 'vitest';
import { arenaOf, negotiate, type NegotiationRun } from './mechanism';
import { dominated, nashProduct } from './metrics';
import { consents, postSettlement } from './post-settlement';
import { seededRandom } from './random';
import { EXAMPLE_SCENARIO, scenarioSchema, STRATEGIES } from './scenario';
import { randomScenario } from './tournament';
import { preferencesOf } from './utility';

// Raiffa's post-settlement step: optional, after a deal, with both sides' consent.

/** Runs over random scenarios and every strategy pair, with a deal. */
function deals(count: number): NegotiationRun[] {
  const random = seededRandom(21);
  const runs: NegotiationRun[] = [];
  while (runs.length < count) {
    const base = randomScenario(random);
    const arena = arenaOf(base);
    for (const buyer of STRATEGIES)
      for (const seller of STRATEGIES) {
        const scenario = {
          ...base,
          buyer: { ...base.buyer, strategy: buyer },
          seller: { ...base.seller, strategy: seller },
        };
        const run = negotiate(scenario, runs.length, { ...arena, scenario });
        if (run.agreement) runs.push(run);
      }
  }
  return runs;
}

describe('the post-settlement step (Raiffa 1985)', () => {
  const runs = deals(200);

  it('leaves every deal on the frontier and no side worse off', () => {
    let improved = 0;
    for (const run of runs) {
      const step = postSettlement(run)!;
      expect(dominated(step.settled, run.frontier)).toBe(false);
      expect(step.settled.buyer).toBeGreaterThanOrEqual(step.deal.buyer - 1e-9);
      expect(step.settled.seller).toBeGreaterThanOrEqual(step.deal.seller - 1e-9);
      expect(run.scenario.seller.reservation).toBeLessThanOrEqual(step.settled.outcome.price);
      expect(step.settled.outcome.price).toBeLessThanOrEqual(run.scenario.buyer.reservation);
      if (step.proposal) {
        improved += 1;
        expect(step.consent).toEqual({ buyer: true, seller: true });
        // The largest Nash product among the outcomes dominating the deal.
        for (const point of run.frontier)
          if (dominated(step.deal, [point]))
            expect(nashProduct(point)).toBeLessThanOrEqual(nashProduct(step.proposal) + 1e-12);
      }
    }
    expect(improved).toBeGreaterThan(0); // some deals were dominated: the step had work to do
  });

  it('proposes nothing for a deal already on the frontier', () => {
    const run = runs.find((r) => !dominated(r.agreement!, r.frontier))!;
    const step = postSettlement(run)!;
    expect(step.proposal).toBeUndefined();
    expect(step.consent).toEqual({ buyer: false, seller: false });
    expect(step.settled.outcome).toEqual(run.agreement!.outcome);
  });

  it('has nothing to settle without a deal', () => {
    const scenario = { ...EXAMPLE_SCENARIO, seller: { ...EXAMPLE_SCENARIO.seller, reservation: 100 } };
    const run = negotiate(scenario, 1);
    expect(run.agreement).toBeUndefined();
    expect(postSettlement(run)).toBeUndefined();
  });

  it('a side refuses a proposal worse for it or beyond its reservation', () => {
    const buyer = preferencesOf('buyer', EXAMPLE_SCENARIO.buyer);
    const deal = { price: 92, quantity: 500, delivery: 14, payment: 30 };
    expect(consents(buyer, deal, { ...deal, price: 93 })).toBe(false);
    expect(consents(buyer, deal, { ...deal, price: 97, quantity: 1000 })).toBe(false); // above 96
    expect(consents(buyer, deal, { ...deal, price: 91 })).toBe(true);
    expect(consents(buyer, deal, deal)).toBe(true);
  });

  it('keeps the deal when a side does not consent', () => {
    const run = runs.find((r) => dominated(r.agreement!, r.frontier))!;
    // The seller's reservation raised after the deal: the mediator's proposal (a lower price) is refused.
    const proposal = postSettlement(run)!.proposal!;
    const stricter = {
      ...run,
      scenario: {
        ...run.scenario,
        seller: { ...run.scenario.seller, reservation: proposal.outcome.price + 0.01 },
      },
    };
    const step = postSettlement(stricter)!;
    expect(step.consent.seller).toBe(false);
    expect(step.settled.outcome).toEqual(run.agreement!.outcome);
  });

  describe('as an option of a run (scenario.postSettlement)', () => {
    // A scenario whose deal is dominated (found among the runs) and the buyer gains from the step.
    const dominatedRun = runs.find(
      (r) =>
        dominated(r.agreement!, r.frontier) && (postSettlement(r)?.settled.buyer ?? 0) > r.agreement!.buyer,
    )!;
    const { scenario, seed } = dominatedRun;

    it('is off unless asked: no step on the run, and the transcript is the same either way', () => {
      expect(negotiate(scenario, seed).postSettlement).toBeUndefined();
      expect(negotiate({ ...scenario, postSettlement: false }, seed).postSettlement).toBeUndefined();
      const mediated = negotiate({ ...scenario, postSettlement: true }, seed);
      expect(mediated.messages).toEqual(negotiate(scenario, seed).messages);
      expect(mediated.agreement).toEqual(dominatedRun.agreement); // the negotiated deal is kept as is
      expect(mediated.postSettlement).toEqual(postSettlement(dominatedRun));
      expect(mediated.postSettlement!.settled.buyer).toBeGreaterThan(dominatedRun.agreement!.buyer);
    });

    it('asked for without a deal, there is nothing to settle', () => {
      const apart = { ...EXAMPLE_SCENARIO, seller: { ...EXAMPLE_SCENARIO.seller, reservation: 100 } };
      expect(negotiate({ ...apart, postSettlement: true }, 1).postSettlement).toBeUndefined();
    });

    it.each([['true'], [1], [null], [{}], [[true]]])('refuses postSettlement: %j with a message', (value) => {
      const parsed = scenarioSchema.safeParse({ ...EXAMPLE_SCENARIO, postSettlement: value });
      expect(parsed.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
        ['postSettlement', expect.stringMatching(/^Invalid input: expected boolean, received /)],
      ]);
    });
  });
});
