import { position, type Domain } from './domain';
import { ISSUES, type Issue, type Outcome } from './scenario';
import { z } from './zod';

// The opponent model: a frequency model as HardHeaded's (van Krimpen, Looije & Hajizadeh, ANAC 2011
// winner; the BOA framework's "HardHeaded Frequency Model", Baarslag et al. 2014). From the opponent's
// bids alone it estimates
// - issue weights: every issue starts at 1/n; when an issue keeps its value between two consecutive
//   bids, its weight gains `learnCoef / n` and all weights are renormalised (an opponent changes least
//   the issues it cares most about). HardHeaded's cap keeps any weight below 1 − n·gain/total.
// - value counts per issue: each value the opponent bids counts once (HardHeaded's learnValueAddition).
// Every issue here is ordered (a price, a quantity, days), so an issue's estimated value function is
// not one number per value (which would say nothing about values never bid) but a line over the
// issue's range, rising towards the side of the range where the opponent's counted bids lie, up to the most
// extreme value it ever bid there: a buyer that bids low prices is taken to prefer every lower price,
// but nothing below its lowest bid more than that bid (its target: it would have asked for more).
// No direction needs learning here: that a buyer wants a low price, a large quantity, early delivery
// and long payment terms (a seller a high price, a large quantity, late delivery and short terms) is
// what buyer and seller mean in this domain, so the agent tells the model (`knownDirections`); a model
// without them (a domain that does not state them) learns the direction from the bids. The state is
// plain data, so a model learned in one run can seed the next run against the same counterpart
// (`priorKnowledge`).

/** HardHeaded's learning coefficient (0.2 in its source). */
export const LEARN_COEF = 0.2;

export interface OpponentModelState {
  weights: Record<Issue, number>;
  /** How often the opponent bid each value, per issue (the value written as a decimal string). */
  counts: Record<Issue, Record<string, number>>;
  /** Bids seen, over every run this model learned from. */
  bids: number;
  /** The concession model's evidence (concession-model.ts): per issue, the shares conceded, summed over `bids` bids. */
  conceded?: { totals: Record<Issue, number>; bids: number };
}

const MAX_VALUES_PER_ISSUE = 200;
const countsSchema = z
  .record(z.string().check(z.maxLength(24)), z.number().check(z.gte(0), z.lte(1e9)))
  .check(z.refine((counts) => Object.keys(counts).length <= MAX_VALUES_PER_ISSUE, 'Too many values.'));
const weightSchema = z.number().check(z.gte(0), z.lte(1));
const concededSchema = z.number().check(z.gte(0), z.lte(1e9));

/** An opponent model passed in from an earlier run (input: checked like any other). */
export const opponentModelStateSchema = z.object({
  weights: z.object({
    price: weightSchema,
    quantity: weightSchema,
    delivery: weightSchema,
    payment: weightSchema,
  }),
  counts: z.object({
    price: countsSchema,
    quantity: countsSchema,
    delivery: countsSchema,
    payment: countsSchema,
  }),
  bids: z.number().check(z.int(), z.gte(0), z.lte(1e9)),
  conceded: z.optional(
    z
      .object({
        totals: z.object({
          price: concededSchema,
          quantity: concededSchema,
          delivery: concededSchema,
          payment: concededSchema,
        }),
        bids: z.number().check(z.int(), z.gte(0), z.lte(1e9)),
      })
      .check(
        z.refine(
          ({ totals, bids }) => ISSUES.every((issue) => totals[issue] <= bids),
          'A share conceded over more bids than were seen.',
        ),
      ),
  ),
});

const uniformWeights = (): Record<Issue, number> => ({
  price: 0.25,
  quantity: 0.25,
  delivery: 0.25,
  payment: 0.25,
});

export function emptyModelState(): OpponentModelState {
  return {
    weights: uniformWeights(),
    counts: { price: {}, quantity: {}, delivery: {}, payment: {} },
    bids: 0,
  };
}

/** What the bidding strategy asks of an opponent model. */
export interface OpponentModel {
  /** The estimated weight of an issue (the weights sum to 1). */
  weight(issue: Issue): number;
  /** The estimated value (0..1) of one issue's value. */
  valueOf(issue: Issue, value: number): number;
  /** The estimated utility of an outcome (0..1). */
  utility(outcome: Outcome): number;
}

export class FrequencyModel implements OpponentModel {
  protected readonly weights: Record<Issue, number>;
  private readonly counts: Record<Issue, Map<number, number>>;
  private bids: number;
  private last?: Outcome;
  /** Per issue: +1 when the opponent's bids lean to the top of the range, −1 to the bottom, 0 unknown. */
  protected readonly direction: Record<Issue, number> = { price: 0, quantity: 0, delivery: 0, payment: 0 };
  /** Per issue: the lowest and highest position the opponent ever bid. */
  private readonly extremes: Record<Issue, [number, number]> = {
    price: [0, 1],
    quantity: [0, 1],
    delivery: [0, 1],
    payment: [0, 1],
  };

  constructor(
    protected readonly domain: Domain,
    prior: OpponentModelState = emptyModelState(),
    private readonly learnCoef = LEARN_COEF,
    /** Issues whose direction the agent knows (+1: the opponent prefers higher values). */
    protected readonly knownDirections: Partial<Record<Issue, 1 | -1>> = {},
  ) {
    const total = ISSUES.reduce((sum, issue) => sum + prior.weights[issue], 0);
    this.weights = total > 0 ? normalise(prior.weights, total) : uniformWeights();
    this.counts = {
      price: toMap(prior.counts.price),
      quantity: toMap(prior.counts.quantity),
      delivery: toMap(prior.counts.delivery),
      payment: toMap(prior.counts.payment),
    };
    this.bids = prior.bids;
    for (const issue of ISSUES) this.updateDirection(issue);
  }

  /** Learns from one opponent bid. */
  update(bid: Outcome): void {
    if (this.last) {
      const n = ISSUES.length;
      const gain = this.learnCoef / n;
      const unchanged = ISSUES.filter((issue) => this.last![issue] === bid[issue]);
      const total = 1 + gain * unchanged.length;
      const cap = 1 - (n * gain) / total;
      for (const issue of ISSUES) {
        const raise = unchanged.includes(issue) && this.weights[issue] < cap;
        this.weights[issue] = (this.weights[issue] + (raise ? gain : 0)) / total;
      }
      // Raising only some unchanged issues (the capped one stays) leaves the sum just under 1.
      Object.assign(
        this.weights,
        normalise(
          this.weights,
          ISSUES.reduce((s, i) => s + this.weights[i], 0),
        ),
      );
    }
    for (const issue of ISSUES) {
      this.counts[issue].set(bid[issue], (this.counts[issue].get(bid[issue]) ?? 0) + 1);
      this.updateDirection(issue);
    }
    this.bids += 1;
    this.last = bid;
  }

  weight(issue: Issue): number {
    return this.weights[issue];
  }

  /** The estimated value (0..1) of one issue's value to the opponent. */
  valueOf(issue: Issue, value: number): number {
    const direction = this.direction[issue];
    if (direction === 0) return 0.5;
    const at = position(this.domain, issue, value);
    const [lowest, highest] = this.extremes[issue];
    if (direction > 0) return highest > 0 ? Math.min(1, at / highest) : 1;
    return lowest < 1 ? Math.min(1, (1 - at) / (1 - lowest)) : 1;
  }

  /** The opponent's estimated utility of an outcome (0..1). */
  utility(outcome: Outcome): number {
    let sum = 0;
    for (const issue of ISSUES) sum += this.weight(issue) * this.valueOf(issue, outcome[issue]);
    return sum;
  }

  /** Plain data: what `priorKnowledge` takes back in. */
  state(): OpponentModelState {
    const counts = (issue: Issue) =>
      Object.fromEntries([...this.counts[issue]].map(([value, count]) => [String(value), count]));
    return {
      weights: { ...this.weights },
      counts: {
        price: counts('price'),
        quantity: counts('quantity'),
        delivery: counts('delivery'),
        payment: counts('payment'),
      },
      bids: this.bids,
    };
  }

  /** Which end of the range the counted bids lean to (their mean position against the middle). */
  private updateDirection(issue: Issue): void {
    let lean = 0;
    let total = 0;
    let lowest = 1;
    let highest = 0;
    for (const [value, count] of this.counts[issue]) {
      const at = Math.min(1, Math.max(0, position(this.domain, issue, value)));
      lean += count * (at - 0.5);
      total += count;
      lowest = Math.min(lowest, at);
      highest = Math.max(highest, at);
    }
    this.extremes[issue] = total > 0 ? [lowest, highest] : [0, 1];
    const known = this.knownDirections[issue];
    const mean = total > 0 ? lean / total : 0;
    this.direction[issue] = known ?? (Math.abs(mean) < 1e-9 ? 0 : Math.sign(mean));
  }
}

function normalise(weights: Record<Issue, number>, total: number): Record<Issue, number> {
  return {
    price: weights.price / total,
    quantity: weights.quantity / total,
    delivery: weights.delivery / total,
    payment: weights.payment / total,
  };
}

function toMap(counts: Record<string, number>): Map<number, number> {
  const map = new Map<number, number>();
  for (const [value, count] of Object.entries(counts)) {
    const number = Number(value);
    if (Number.isFinite(number) && count > 0) map.set(number, count);
  }
  return map;
}
