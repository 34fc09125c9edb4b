import { describe, expect, it } from 'vitest';
import { arenaOf, negotiate, priorKnowledgeSchema } from './mechanism';
import { dominated } from './metrics';
import { seededRandom } from './random';
import { EXAMPLE_SCENARIO, ISSUES, STRATEGIES, type Scenario, type StrategyName } from './scenario';
import { randomScenario } from './tournament';
import { exampleBuyerAgent } from './testing/scenarios';

// Learning across negotiations: each side's opponent model comes out of a run as plain data and goes
// into the next run against the same counterpart as `priorKnowledge`.

describe('learning across negotiations', () => {
  it('starts a second run from the weights learned in the first', () => {
    const first = negotiate(EXAMPLE_SCENARIO, 1);
    const learned = JSON.parse(JSON.stringify(first.learned)) as typeof first.learned;
    expect(learned.buyer.bids).toBeGreaterThan(0);
    const arena = arenaOf(EXAMPLE_SCENARIO);
    const agent = exampleBuyerAgent(arena, learned.buyer);
    for (const issue of ISSUES)
      expect(agent.model.weight(issue)).toBeCloseTo(learned.buyer.weights[issue], 12);
    const second = negotiate(EXAMPLE_SCENARIO, 1, arena, { priorKnowledge: learned });
    expect(second.learned.buyer.bids).toBe(
      learned.buyer.bids + second.offers.filter((o) => o.by === 'seller').length,
    );
  });

  // What learning improves, measured over 60 random scenarios and all 25 strategy pairs (seed 3; first
  // run → second run with the first's models): time-dependent pairs agree earlier (mean round 12.631 →
  // 12.619) with as many deals; over all pairs more deals land on the Pareto frontier (86.62 % → 87.24 %)
  // with as many deals. Pairs of tit-for-tat and adaptive agents agree about as late (14.617 → 14.517;
  // issue #32's honest model; before it 12.587 → 12.574, 87.66 % → 87.86 %, 12.225 → 12.288):
  // tit-for-tat imitates the opponent's moves and adaptive matches its pace, neither of which the model
  // drives, so learning is not claimed to speed them up, only not to slow them down materially. The
  // strict comparisons fail if `priorKnowledge` is ignored (the second run would equal the first).
  it('makes time-dependent pairs agree earlier and more deals Pareto-optimal; tit-for-tat and adaptive pairs no later', () => {
    const timeDependent: readonly StrategyName[] = ['boulware', 'linear', 'conceder'];
    const reactive: readonly StrategyName[] = ['tit-for-tat', 'adaptive'];
    const tally = () => ({ rounds: [0, 0], agreements: [0, 0], onFrontier: [0, 0], runs: 0 });
    const groups = { timeDependent: tally(), reactive: tally(), all: tally() };
    const random = seededRandom(3);
    for (let index = 0; index < 60; index++) {
      const base = randomScenario(random);
      const arena = arenaOf(base);
      for (const buyer of STRATEGIES)
        for (const seller of STRATEGIES) {
          const scenario: Scenario = {
            ...base,
            buyer: { ...base.buyer, strategy: buyer },
            seller: { ...base.seller, strategy: seller },
          };
          const first = negotiate(scenario, index, { ...arena, scenario });
          const second = negotiate(
            scenario,
            index,
            { ...arena, scenario },
            { priorKnowledge: first.learned },
          );
          const inGroup = (group: readonly StrategyName[]) => group.includes(buyer) && group.includes(seller);
          const counted = [
            groups.all,
            ...(inGroup(timeDependent) ? [groups.timeDependent] : []),
            ...(inGroup(reactive) ? [groups.reactive] : []),
          ];
          for (const group of counted) {
            group.runs += 1;
            [first, second].forEach((run, at) => {
              group.rounds[at]! += run.agreement?.round ?? scenario.deadline + 1;
              if (!run.agreement) return;
              group.agreements[at]! += 1;
              if (!dominated(run.agreement, run.frontier)) group.onFrontier[at]! += 1;
            });
          }
        }
    }
    const { timeDependent: time, reactive: react, all } = groups;
    expect(time.agreements[1]).toBeGreaterThanOrEqual(time.agreements[0]!);
    expect(time.rounds[1]).toBeLessThan(time.rounds[0]!);
    expect(all.agreements[1]).toBeGreaterThanOrEqual(all.agreements[0]!);
    expect(all.onFrontier[1]! / all.agreements[1]!).toBeGreaterThan(all.onFrontier[0]! / all.agreements[0]!);
    expect(react.agreements[1]).toBeGreaterThanOrEqual(react.agreements[0]!);
    // "No later materially": within a quarter of a round on average.
    expect((react.rounds[1]! - react.rounds[0]!) / react.runs).toBeLessThanOrEqual(0.25);
  }, 60_000); // 25 × 60 × 2 runs: a loaded machine took over the default 5 s

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
