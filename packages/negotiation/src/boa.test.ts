import { describe, expect, it } from 'vitest';
import { accepts, acceptsBy, type AcceptanceContext } from './acceptance';
import { domainOf } from './domain';
import { FrequencyModel } from './opponent-model';
import { seededRandom } from './random';
import {
  DELIVERY_DAYS,
  EXAMPLE_SCENARIO,
  ISSUES,
  PAYMENT_DAYS,
  priceGrid,
  QUANTITIES,
  type Issue,
  type Outcome,
} from './scenario';
import { imitate, targetOf, type TacticContext } from './tactics';
import { normalisedWeights, preferencesOf } from './utility';

// The BOA parts, each on hand-made cases.

const context = (over: Partial<AcceptanceContext>): AcceptanceContext => ({
  t: 0.5,
  offer: 0.6,
  nextBid: 0.7,
  received: [],
  ...over,
});

describe('acceptance conditions (Baarslag, Hindriks & Jonker 2011)', () => {
  it('AC_next(α, β): the offer against the next bid', () => {
    expect(acceptsBy({ kind: 'next', alpha: 1, beta: 0 }, context({ offer: 0.7, nextBid: 0.7 }))).toBe(true);
    expect(acceptsBy({ kind: 'next', alpha: 1, beta: 0 }, context({ offer: 0.69, nextBid: 0.7 }))).toBe(
      false,
    );
    expect(acceptsBy({ kind: 'next', alpha: 1, beta: 0.02 }, context({ offer: 0.69, nextBid: 0.7 }))).toBe(
      true,
    );
    expect(acceptsBy({ kind: 'next', alpha: 1.1, beta: 0 }, context({ offer: 0.64, nextBid: 0.7 }))).toBe(
      true,
    );
  });

  it('AC_const(c): the offer against a fixed utility', () => {
    expect(acceptsBy({ kind: 'const', threshold: 0.6 }, context({ offer: 0.6 }))).toBe(true);
    expect(acceptsBy({ kind: 'const', threshold: 0.6 }, context({ offer: 0.59 }))).toBe(false);
  });

  it('AC_time(T): anything once the time has come', () => {
    expect(acceptsBy({ kind: 'time', after: 0.9 }, context({ t: 0.89, offer: 0.01 }))).toBe(false);
    expect(acceptsBy({ kind: 'time', after: 0.9 }, context({ t: 0.9, offer: 0.01 }))).toBe(true);
  });

  it('AC_combi(T, MAX^W): AC_next, or after T the best offer of the last window of time 1 − t', () => {
    const received = [
      { t: 0.5, utility: 0.65 }, // outside the window at t = 0.95 (window 0.05)
      { t: 0.92, utility: 0.5 },
    ];
    const combi = { kind: 'combi', after: 0.9 } as const;
    expect(acceptsBy(combi, context({ t: 0.95, offer: 0.52, received }))).toBe(true);
    expect(acceptsBy(combi, context({ t: 0.95, offer: 0.49, received }))).toBe(false);
    expect(acceptsBy(combi, context({ t: 0.85, offer: 0.52, received }))).toBe(false);
    expect(acceptsBy(combi, context({ t: 0.1, offer: 0.7, nextBid: 0.7 }))).toBe(true);
  });

  it('never accepts less than the best offer already received, whatever the condition', () => {
    const received = [{ t: 0.2, utility: 0.55 }];
    expect(accepts([{ kind: 'time', after: 0 }], context({ t: 1, offer: 0.5, received }))).toBe(false);
    expect(accepts([{ kind: 'const', threshold: 0 }], context({ offer: 0.54, received }))).toBe(false);
    expect(accepts([{ kind: 'time', after: 0 }], context({ t: 1, offer: 0.55, received }))).toBe(true);
  });
});

describe('tactics (Faratin, Sierra & Jennings 1998)', () => {
  const domain = domainOf([80, 90, 100, 110]);
  const prefs = preferencesOf('buyer', EXAMPLE_SCENARIO.buyer);
  const ctx = (over: Partial<TacticContext>): TacticContext => ({
    t: 0.5,
    uMin: 0,
    uMax: 1,
    own: [],
    opponent: [],
    prefs,
    domain,
    lastTarget: 1,
    ...over,
  });
  const own: Outcome = { price: 80, quantity: 1000, delivery: 7, payment: 60 };

  it('relative tit-for-tat copies the ratio of the opponent’s values, issue by issue', () => {
    // The seller came down from 110 to 100, a ratio of 1.1 (prices in currency units, not on the grid's
    // range, whose ends can be the opponent's private prices): the buyer's 80 becomes 88.
    const opponent: Outcome[] = [
      { price: 110, quantity: 1000, delivery: 45, payment: 0 },
      { price: 100, quantity: 1000, delivery: 45, payment: 0 },
    ];
    const next = imitate('relative', 1, ctx({ own: [own], opponent }))!;
    expect(next.price).toBeCloseTo(88, 9);
    expect(next.delivery).toBe(7); // the seller did not move on delivery: neither does the buyer
  });

  it('absolute tit-for-tat copies the difference, and δ looks further back', () => {
    const opponent: Outcome[] = [
      { price: 110, quantity: 1000, delivery: 45, payment: 0 },
      { price: 104, quantity: 1000, delivery: 45, payment: 0 },
      { price: 103, quantity: 1000, delivery: 45, payment: 0 },
    ];
    expect(imitate('absolute', 1, ctx({ own: [own], opponent }))!.price).toBe(81);
    expect(imitate('absolute', 2, ctx({ own: [own], opponent }))!.price).toBe(86);
    expect(imitate('absolute', 3, ctx({ own: [own], opponent }))).toBeUndefined();
  });

  it('adaptive is firmer, not softer, against an opponent that does not concede', () => {
    const stubborn = Array.from({ length: 6 }, () => ({
      price: 110,
      quantity: 1000,
      delivery: 45,
      payment: 0,
    }));
    const conceding = [110, 106, 102, 98, 94, 90].map((price) => ({
      price,
      quantity: 1000,
      delivery: 45,
      payment: 0,
    }));
    for (const t of [0.3, 0.5, 0.7, 0.9]) {
      const firm = targetOf({ kind: 'adaptive' }, ctx({ t, opponent: stubborn }));
      const reciprocating = targetOf({ kind: 'adaptive' }, ctx({ t, opponent: conceding }));
      expect(firm).toBeGreaterThan(reciprocating);
    }
  });
});

describe('the frequency opponent model (HardHeaded, ANAC 2011)', () => {
  /**
   * A known opponent: a seller that bids, for 200 rounds, uniformly at random among its outcomes worth
   * at least a target falling from 1 to 0.5. Issues that weigh more stay at their best values more often.
   */
  function learnFrom(
    weights: Record<Issue, number>,
    bids: number,
  ): { model: FrequencyModel; truth: Record<Issue, number> } {
    const seller = { ...EXAMPLE_SCENARIO.seller, weights };
    const prefs = preferencesOf('seller', seller);
    const prices = priceGrid(EXAMPLE_SCENARIO);
    const space: Outcome[] = [];
    for (const price of prices)
      for (const quantity of QUANTITIES)
        for (const delivery of DELIVERY_DAYS)
          for (const payment of PAYMENT_DAYS) space.push({ price, quantity, delivery, payment });
    const acceptable = space.filter((o) => prefs.acceptable(o));
    const model = new FrequencyModel(domainOf(prices), undefined, undefined, { price: 1 });
    const random = seededRandom(7);
    for (let bid = 0; bid < bids; bid++) {
      const target = 1 - (0.5 * bid) / bids;
      const options = acceptable.filter((o) => prefs.utility(o) >= target - 0.05);
      model.update(options[Math.floor(random() * options.length)]!);
    }
    return { model, truth: normalisedWeights(seller) };
  }
  const error = (model: FrequencyModel, truth: Record<Issue, number>) =>
    ISSUES.reduce((sum, issue) => sum + Math.abs(model.weight(issue) - truth[issue]), 0);

  it('estimates issue weights that converge towards a known opponent’s', () => {
    const weights = { price: 1, quantity: 1, delivery: 2, payment: 6 };
    const early = learnFrom(weights, 10);
    const late = learnFrom(weights, 200);
    const uniform = ISSUES.reduce((sum, issue) => sum + Math.abs(0.25 - late.truth[issue]), 0);
    expect(error(late.model, late.truth)).toBeLessThan(error(early.model, early.truth));
    expect(error(late.model, late.truth)).toBeLessThan(uniform / 2);
    // The heaviest issue is found heaviest.
    const heaviest = ISSUES.reduce((a, b) => (late.model.weight(a) >= late.model.weight(b) ? a : b));
    expect(heaviest).toBe('payment');
  });

  it('learns which end of an ordered issue the opponent prefers, and values nothing past its best bid more', () => {
    const { model } = learnFrom({ price: 1, quantity: 1, delivery: 2, payment: 6 }, 60);
    expect(model.valueOf('payment', 0)).toBeGreaterThan(model.valueOf('payment', 60)); // sellers like net 0
    expect(model.valueOf('delivery', 45)).toBeGreaterThan(model.valueOf('delivery', 7));
    expect(model.valueOf('quantity', 1000)).toBeGreaterThan(model.valueOf('quantity', 100));
  });

  it('raises the weight of an issue left unchanged between consecutive bids (HardHeaded’s rule)', () => {
    const model = new FrequencyModel(domainOf([80, 100, 120]));
    model.update({ price: 120, quantity: 1000, delivery: 45, payment: 0 });
    model.update({ price: 100, quantity: 1000, delivery: 30, payment: 15 });
    // Only quantity stayed: it gains 0.2 / 4 = 0.05 before renormalising by 1.05.
    expect(model.weight('quantity')).toBeCloseTo(0.3 / 1.05, 12);
    expect(model.weight('price')).toBeCloseTo(0.25 / 1.05, 12);
    expect(ISSUES.reduce((sum, issue) => sum + model.weight(issue), 0)).toBeCloseTo(1, 12);
  });

  it('gives back plain data that seeds an equal model', () => {
    const { model } = learnFrom({ price: 1, quantity: 1, delivery: 2, payment: 6 }, 30);
    const copy = new FrequencyModel(
      domainOf(priceGrid(EXAMPLE_SCENARIO)),
      JSON.parse(JSON.stringify(model.state())),
    );
    const outcome = { price: 95, quantity: 500, delivery: 14, payment: 30 };
    for (const issue of ISSUES) expect(copy.weight(issue)).toBeCloseTo(model.weight(issue), 12);
    expect(copy.valueOf('payment', 0)).toBe(model.valueOf('payment', 0));
    expect(copy.utility({ ...outcome, price: 100 })).toBeGreaterThan(0);
  });
});
