import { describe, expect, it } from 'vitest';
import { BoaAgent, opponentDirections } from './agent';
import { ConcessionModel } from './concession-model';
import { arenaOf, negotiate, priorKnowledgeSchema } from './mechanism';
import { FrequencyModel } from './opponent-model';
import { seededRandom } from './random';
import type { Domain } from './domain';
import { EXAMPLE_SCENARIO, ISSUES, outcomeSpace, type Outcome, type Scenario } from './scenario';
import { partsOf } from './strategies';
import { randomScenario } from './tournament';
import { preferencesOf, type Preferences } from './utility';

// The concession model on known opponents: real sellers (BOA agents with the named time-dependent
// strategies and random priorities) bidding through a whole negotiation against a silent buyer.

/** A seller's bids over `scenario.deadline` rounds, its preferences and the outcomes it accepts. */
function sellerBids(scenario: Scenario, seed: number) {
  const arena = arenaOf(scenario);
  const seller = new BoaAgent(
    arena.bidSpaces.seller,
    arena.domain,
    partsOf(scenario.seller),
    scenario.deadline,
    seededRandom(seed),
  );
  const bids = [];
  for (let round = 1; round <= scenario.deadline; round += 2) {
    const bid = seller.bid(round);
    if (!bid) break;
    seller.sent(bid);
    bids.push(bid);
  }
  const prefs = preferencesOf('seller', scenario.seller);
  const acceptable = outcomeSpace(scenario).filter((o) => prefs.acceptable(o));
  return { bids, prefs, acceptable, domain: arena.domain };
}

/**
 * How well a model orders outcomes as the opponent does (what the bidding relies on; the weights alone
 * say little, the price's scale being private): the share of random pairs of outcomes the opponent
 * accepts, not equal to it, that the model puts in the same order. The pairs differ in the contested
 * issues only: quantity is shared (every bid asks for the largest order), so no opponent ever concedes
 * it and no model learns its weight from bids, and the bidding needs none (both want the most).
 */
function orderAgreement(
  model: { utility(o: Outcome): number },
  truth: Preferences,
  outcomes: readonly Outcome[],
  seed: number,
): number {
  const random = seededRandom(seed);
  let agreed = 0;
  let pairs = 0;
  for (let index = 0; index < 400; index++) {
    const a = outcomes[Math.floor(random() * outcomes.length)]!;
    const b = { ...outcomes[Math.floor(random() * outcomes.length)]!, quantity: a.quantity };
    const real = truth.utility(a) - truth.utility(b);
    if (Math.abs(real) < 1e-9) continue;
    pairs += 1;
    if (Math.sign(model.utility(a) - model.utility(b)) === Math.sign(real)) agreed += 1;
  }
  return agreed / Math.max(1, pairs);
}

const uniform = (domain: Domain) =>
  new FrequencyModel(domain, undefined, undefined, opponentDirections('buyer'));

describe('the concession model', () => {
  it('orders a known opponent’s outcomes better than uniform weights and than HardHeaded’s rule', () => {
    const random = seededRandom(11);
    const scores = { concession: 0, frequency: 0, uniform: 0 };
    for (let index = 0; index < 60; index++) {
      const base = randomScenario(random);
      const strategy = (['boulware', 'linear', 'conceder'] as const)[index % 3]!;
      const scenario = { ...base, seller: { ...base.seller, strategy } };
      const { bids, prefs, acceptable, domain } = sellerBids(scenario, index);
      const concession = new ConcessionModel(domain, undefined, undefined, opponentDirections('buyer'));
      const frequency = uniform(domain);
      for (const bid of bids) {
        concession.update(bid);
        frequency.update(bid);
      }
      scores.concession += orderAgreement(concession, prefs, acceptable, index);
      scores.frequency += orderAgreement(frequency, prefs, acceptable, index);
      // Uniform weights, with the same value functions (the directions and the opponent's best price).
      const flat = uniform(domain);
      flat.update(bids[0]!);
      scores.uniform += orderAgreement(flat, prefs, acceptable, index);
    }
    expect(scores.concession).toBeGreaterThan(scores.uniform);
    expect(scores.concession).toBeGreaterThan(scores.frequency);
  });

  it('converges: it orders a known opponent’s outcomes better as the bids come in', () => {
    const random = seededRandom(5);
    let early = 0;
    let late = 0;
    for (let index = 0; index < 60; index++) {
      const base = randomScenario(random);
      const scenario = { ...base, deadline: 40, seller: { ...base.seller, strategy: 'linear' as const } };
      const { bids, prefs, acceptable, domain } = sellerBids(scenario, index);
      const model = new ConcessionModel(domain, undefined, undefined, opponentDirections('buyer'));
      bids.forEach((bid, at) => {
        model.update(bid);
        if (at === 1) early += orderAgreement(model, prefs, acceptable, index);
      });
      late += orderAgreement(model, prefs, acceptable, index);
    }
    expect(late).toBeGreaterThan(early);
  });

  it('finds a seller that never gives up its price heaviest on the price', () => {
    const { domain } = sellerBids(EXAMPLE_SCENARIO, 1);
    const model = new ConcessionModel(domain, undefined, undefined, opponentDirections('buyer'));
    // Price held at 110 (it changes by a cent once), delivery and payment given away step by step.
    model.update({ price: 110, quantity: 1000, delivery: 45, payment: 0 });
    model.update({ price: 109.99, quantity: 1000, delivery: 30, payment: 15 });
    model.update({ price: 110, quantity: 1000, delivery: 14, payment: 30 });
    const heaviest = ISSUES.reduce((a, b) => (model.weight(a) >= model.weight(b) ? a : b));
    expect(['price', 'quantity']).toContain(heaviest);
    expect(model.weight('price')).toBeGreaterThan(model.weight('delivery'));
    expect(model.weight('delivery')).toBeGreaterThan(0);
    expect(ISSUES.reduce((sum, issue) => sum + model.weight(issue), 0)).toBeCloseTo(1, 12);
  });

  it('gives back plain data that seeds an equal model, and a run carries it', () => {
    const run = negotiate(EXAMPLE_SCENARIO, 1);
    const state = JSON.parse(JSON.stringify(run.learned.buyer)) as typeof run.learned.buyer;
    expect(state.conceded?.bids).toBe(run.offers.filter((o) => o.by === 'seller').length);
    const arena = arenaOf(EXAMPLE_SCENARIO);
    const copy = new ConcessionModel(arena.domain, state, undefined, opponentDirections('buyer'));
    for (const issue of ISSUES) expect(copy.weight(issue)).toBeCloseTo(state.weights[issue], 12);
  });

  const valid = () => ({
    weights: { price: 0.25, quantity: 0.25, delivery: 0.25, payment: 0.25 },
    counts: { price: {}, quantity: {}, delivery: {}, payment: {} },
    bids: 2,
    conceded: { totals: { price: 0.5, quantity: 0, delivery: 1, payment: 2 }, bids: 2 },
  });
  it('accepts its evidence as prior knowledge', () => {
    expect(priorKnowledgeSchema.safeParse({ seller: valid() }).success).toBe(true);
  });
  it.each([
    ['a negative share', { price: -0.1 }],
    ['a share conceded over more bids than seen', { payment: 3 }],
    ['a share that is not a number', { delivery: '1' }],
    ['a huge share', { quantity: 1e300 }],
    ['a missing issue', { price: undefined }],
  ])('refuses prior knowledge with %s', (_, totals) => {
    const prior = valid();
    const conceded = { ...prior.conceded, totals: { ...prior.conceded.totals, ...totals } };
    expect(priorKnowledgeSchema.safeParse({ seller: { ...prior, conceded } }).success).toBe(false);
    expect(() =>
      negotiate(EXAMPLE_SCENARIO, 1, undefined, {
        priorKnowledge: { seller: { ...prior, conceded } } as never,
      }),
    ).toThrow();
  });
  it.each([
    ['a fractional bid count', 1.5],
    ['a negative bid count', -1],
    ['no bid count', undefined],
  ])('refuses prior knowledge with %s of conceded bids', (_, bids) => {
    const prior = valid();
    const conceded = { ...prior.conceded, bids };
    expect(priorKnowledgeSchema.safeParse({ seller: { ...prior, conceded } }).success).toBe(false);
  });
});
