import { describe, expect, it } from 'vitest';
import { opponentDirections } from './agent';
import { ConcessionModel } from './concession-model';
import { arenaOf, negotiate } from './mechanism';
import { seededRandom } from './random';
import { STRATEGIES, type Side } from './scenario';
import { randomScenario } from './tournament';
import { normalisedWeights } from './utility';

// The concession model's price scale (concession-model.ts, `priceScale`): the opponent's reservation
// is expected from the agent's own prices and the opponent's bids (`expectedReservation`), not at the
// price's far reference.
// What matters for a Pareto-optimal deal is, per contested issue, which side values it more in money
// (wᵢ over the price utility per currency unit); the test asks the model that question about real
// opponents, with and without the agent's reservation.

/** A side's money valuation of an issue's whole swing. */
const money = (side: Side, issue: 'delivery' | 'payment') => {
  const w = normalisedWeights(side);
  return (w[issue] / w.price) * Math.abs(side.reservation - side.target);
};

describe('the price scale of the concession model', () => {
  it('scales the price weight by the assumed span over the expected one, and not before a bid', () => {
    const scenario = randomScenario(seededRandom(5));
    const { domain } = arenaOf(scenario);
    const directions = opponentDirections('buyer');
    const { reservation, target } = scenario.buyer;
    const scaled = new ConcessionModel(domain, undefined, undefined, directions, { reservation, target });
    const plain = new ConcessionModel(domain, undefined, undefined, directions);
    expect(scaled.weight('price')).toBe(plain.weight('price'));
    const first = { price: domain.range.price[1], quantity: 1000, delivery: 45, payment: 0 };
    for (const model of [scaled, plain]) model.update(first);
    // The price's value runs to the first price from the buyer's own target (scaled) or the grid's low
    // end (plain); the scale makes a currency unit weigh as over the span to the expected reservation.
    const end = domain.range.price[0];
    const near = Math.min(reservation, first.price);
    const mirrored = (first.price * target) / reservation;
    const expected = Math.min(near, (target + near + mirrored) / 3);
    const factor = (first.price - end) / (first.price - expected);
    const slope = (model: ConcessionModel, from: number) =>
      model.weight('price') / (first.price - from) / model.weight('delivery');
    expect(factor).toBeGreaterThan(1);
    expect(slope(scaled, target)).toBeCloseTo(slope(plain, end) * factor, 9);
    // Learned state leaves the run's scale out (it depends on this run's first price).
    expect(scaled.state().weights).toEqual(plain.state().weights);
  });

  it('tells more often which side values delivery and payment more in money (real opponents, 120 scenarios)', () => {
    const random = seededRandom(11);
    const right = { scaled: 0, plain: 0 };
    let calls = 0;
    for (let index = 0; index < 120; index++) {
      const base = randomScenario(random);
      const arena = arenaOf(base);
      const strategy = STRATEGIES[index % STRATEGIES.length]!;
      const scenario = {
        ...base,
        buyer: { ...base.buyer, strategy },
        seller: { ...base.seller, strategy: STRATEGIES[(index * 3 + 1) % STRATEGIES.length]! },
      };
      const run = negotiate(scenario, index, { ...arena, scenario });
      for (const role of ['buyer', 'seller'] as const) {
        const opponent = role === 'buyer' ? 'seller' : 'buyer';
        const directions = opponentDirections(role);
        const own = scenario[role];
        const models = {
          scaled: new ConcessionModel(arena.domain, undefined, undefined, directions, own),
          plain: new ConcessionModel(arena.domain, undefined, undefined, directions),
        };
        const bids = run.offers.filter((offer) => offer.by === opponent).map((offer) => offer.outcome);
        if (bids.length < 3) continue;
        for (const bid of bids) for (const model of Object.values(models)) model.update(bid);
        const [low, high] = arena.domain.range.price;
        // The model's price value runs to the opponent's first price from the agent's own target
        // (scaled, given the own prices) or the grid's far end (plain).
        const span = (from: number) => Math.abs(bids[0]!.price - from);
        const priceSpan = {
          scaled: span(own.target),
          plain: span(directions.price > 0 ? low : high),
        };
        for (const issue of ['delivery', 'payment'] as const) {
          const truth = money(scenario[opponent], issue) > money(own, issue);
          calls += 1;
          for (const [name, model] of Object.entries(models) as [keyof typeof right, ConcessionModel][]) {
            const estimate = (model.weight(issue) / model.weight('price')) * priceSpan[name];
            if (estimate > money(own, issue) === truth) right[name] += 1;
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
    // Measured: right 312 of 370 calls with the own prices and the scale, 308 without (the grid's far
    // end, no scale). Before issue #32's honest model (the scale reading the grid's far end): 318 of 368.
    expect(right.scaled).toBeGreaterThan(right.plain);
  });
});
