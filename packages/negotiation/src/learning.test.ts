import { describe, expect, it } from 'vitest';
import { BoaAgent } from './agent';
import { arenaOf, negotiate, priorKnowledgeSchema } from './mechanism';
import { seededRandom } from './random';
import { EXAMPLE_SCENARIO, ISSUES, type Scenario, type StrategyName } from './scenario';
import { partsOf } from './strategies';
import { randomScenario } from './tournament';

// Learning across negotiations: each side's opponent model comes out of a run as plain data and goes
// into the next run against the same counterpart as `priorKnowledge`.

describe('learning across negotiations', () => {
  it('starts a second run from the weights learned in the first', () => {
    const first = negotiate(EXAMPLE_SCENARIO, 1);
    const learned = JSON.parse(JSON.stringify(first.learned)) as typeof first.learned;
    expect(learned.buyer.bids).toBeGreaterThan(0);
    const arena = arenaOf(EXAMPLE_SCENARIO);
    const agent = new BoaAgent(
      arena.bidSpaces.buyer,
      arena.domain,
      partsOf(EXAMPLE_SCENARIO.buyer),
      20,
      seededRandom(1),
      learned.buyer,
    );
    for (const issue of ISSUES)
      expect(agent.model.weight(issue)).toBeCloseTo(learned.buyer.weights[issue], 12);
    const second = negotiate(EXAMPLE_SCENARIO, 1, arena, { priorKnowledge: learned });
    expect(second.learned.buyer.bids).toBe(
      learned.buyer.bids + second.offers.filter((o) => o.by === 'seller').length,
    );
  });

  it('reaches agreement no later on average in a second run against the same counterpart (time-dependent sides)', () => {
    const strategies: StrategyName[] = ['boulware', 'linear', 'conceder'];
    const random = seededRandom(3);
    let first = 0;
    let second = 0;
    let agreements = [0, 0];
    for (let index = 0; index < 60; index++) {
      const base = randomScenario(random);
      const arena = arenaOf(base);
      for (const buyer of strategies)
        for (const seller of strategies) {
          const scenario: Scenario = {
            ...base,
            buyer: { ...base.buyer, strategy: buyer },
            seller: { ...base.seller, strategy: seller },
          };
          const a = negotiate(scenario, index, { ...arena, scenario });
          const b = negotiate(scenario, index, { ...arena, scenario }, { priorKnowledge: a.learned });
          first += a.agreement?.round ?? scenario.deadline + 1;
          second += b.agreement?.round ?? scenario.deadline + 1;
          agreements = [agreements[0]! + (a.agreement ? 1 : 0), agreements[1]! + (b.agreement ? 1 : 0)];
        }
    }
    expect(second).toBeLessThanOrEqual(first);
    expect(agreements[1]).toBeGreaterThanOrEqual(agreements[0]!);
  });

  it.each([
    ['not an object', 'model'],
    [
      'a weight out of range',
      {
        buyer: {
          weights: { price: 2, quantity: 0, delivery: 0, payment: 0 },
          counts: { price: {}, quantity: {}, delivery: {}, payment: {} },
          bids: 1,
        },
      },
    ],
    [
      'counts missing',
      { seller: { weights: { price: 0.25, quantity: 0.25, delivery: 0.25, payment: 0.25 }, bids: 1 } },
    ],
    [
      'a negative count',
      {
        seller: {
          weights: { price: 0.25, quantity: 0.25, delivery: 0.25, payment: 0.25 },
          counts: { price: { '90': -1 }, quantity: {}, delivery: {}, payment: {} },
          bids: 1,
        },
      },
    ],
    [
      'too many values',
      {
        seller: {
          weights: { price: 0.25, quantity: 0.25, delivery: 0.25, payment: 0.25 },
          counts: {
            price: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [String(i), 1])),
            quantity: {},
            delivery: {},
            payment: {},
          },
          bids: 1,
        },
      },
    ],
    [
      'a fractional bid count',
      {
        seller: {
          weights: { price: 0.25, quantity: 0.25, delivery: 0.25, payment: 0.25 },
          counts: { price: {}, quantity: {}, delivery: {}, payment: {} },
          bids: 1.5,
        },
      },
    ],
  ])('refuses prior knowledge with %s', (_, prior) => {
    expect(priorKnowledgeSchema.safeParse(prior).success).toBe(false);
    expect(() => negotiate(EXAMPLE_SCENARIO, 1, undefined, { priorKnowledge: prior as never })).toThrow();
  });
});
