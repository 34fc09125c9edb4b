import type { Outcome, StrategyName } from './scenario';
import type { Preferences } from './utility';
import { DELIVERY_DAYS, PAYMENT_DAYS, QUANTITIES, ISSUES } from './scenario';

// The agents' strategies. Each sets, at every turn, the utility it asks for (its target); the offer is
// then picked among its acceptable outcomes worth at least that much (see Agent.nextOffer).
//
// Time-dependent tactics (Faratin, Sierra & Jennings, 1998): target(t) = 1 − (1 − u_min) · t^(1/β),
// t = round / deadline. β < 1 concedes late (Boulware), β = 1 steadily (Linear), β > 1 early (Conceder).

export const BETA = { boulware: 0.2, linear: 1, conceder: 3 } as const;

/** A short description of each strategy, for people. */
export const STRATEGY_LABELS: Record<StrategyName, string> = {
  boulware: 'Boulware (holds firm, concedes near the deadline)',
  linear: 'Linear (concedes at a steady pace)',
  conceder: 'Conceder (concedes early)',
  'tit-for-tat': 'Tit-for-tat (mirrors the other side’s concessions)',
  adaptive: 'Adaptive (models the other side from its offers)',
};

export const timeDependentTarget = (t: number, beta: number, uMin: number) =>
  1 - (1 - uMin) * Math.pow(Math.min(1, Math.max(0, t)), 1 / beta);

/** What an agent knows when it chooses: its own offers and the opponent's, oldest first. */
export interface History {
  own: readonly Outcome[];
  opponent: readonly Outcome[];
}

/** An outcome this side may offer or accept, with its own utility. */
export interface Candidate {
  outcome: Outcome;
  utility: number;
}

/** A side's acceptable outcomes, by its utility, lowest first (computed once per scenario and side). */
export function candidatesOf(prefs: Preferences, space: readonly Outcome[]): Candidate[] {
  return space
    .filter((outcome) => prefs.acceptable(outcome))
    .map((outcome) => ({ outcome, utility: prefs.utility(outcome) }))
    .sort((a, b) => a.utility - b.utility);
}

const spanOf = (values: readonly number[]) => Math.max(...values) - Math.min(...values);
const QUANTITY_SPAN = spanOf(QUANTITIES);
const DELIVERY_SPAN = spanOf(DELIVERY_DAYS);
const PAYMENT_SPAN = spanOf(PAYMENT_DAYS);

/** How many outcomes of the band just above the target are weighed when choosing an offer. */
const BAND_SIZE = 48;
const BAND_WIDTH = 0.05;

/** One side of a negotiation: its preferences, its strategy, and its acceptable outcomes. */
export class Agent {
  readonly uMin: number;
  private lastTarget = 1;
  private readonly priceSpan: number;

  constructor(
    readonly prefs: Preferences,
    readonly strategy: StrategyName,
    readonly deadline: number,
    /** Acceptable outcomes, by own utility, lowest first (candidatesOf). */
    private readonly candidates: readonly Candidate[],
    /** The price range of the space, to compare prices with other issues on one scale. */
    priceRange: readonly [number, number],
  ) {
    this.uMin = candidates[0]?.utility ?? 1;
    this.priceSpan = priceRange[1] - priceRange[0];
  }

  /** The utility this agent asks for in `round` (1-based), given what happened so far. */
  target(round: number, history: History): number {
    const t = round / this.deadline;
    let target: number;
    switch (this.strategy) {
      case 'boulware':
      case 'linear':
      case 'conceder':
        target = timeDependentTarget(t, BETA[this.strategy], this.uMin);
        break;
      case 'tit-for-tat':
        target = this.titForTatTarget(t, history);
        break;
      case 'adaptive':
        target = this.adaptiveTarget(t, history);
        break;
    }
    this.lastTarget = target;
    return target;
  }

  /**
   * Relative tit-for-tat: concede as much (in own utility) as the opponent's last offer gave over its
   * previous one; never hold out past a slow Boulware curve (β = 0.5), so two tit-for-tat agents
   * still meet before the deadline.
   */
  private titForTatTarget(t: number, history: History): number {
    const [previous, last] = history.opponent.slice(-2);
    const given = previous && last ? this.prefs.utility(last) - this.prefs.utility(previous) : 0;
    const mirrored = this.lastTarget - Math.max(0, given);
    return Math.max(this.uMin, Math.min(mirrored, timeDependentTarget(t, 0.5, this.uMin)));
  }

  /**
   * Adaptive: estimates how fast the opponent concedes (the gain, in own utility, of its offers per
   * round) and answers a conceding opponent with a firm curve (β = 0.4), a stubborn one with a
   * yielding curve (β = 1.5), so a deal is found before the deadline.
   */
  private adaptiveTarget(t: number, history: History): number {
    const offers = history.opponent;
    if (offers.length < 3) return timeDependentTarget(t, 0.4, this.uMin);
    const first = this.prefs.utility(offers[0]!);
    const last = this.prefs.utility(offers.at(-1)!);
    const pace = (last - first) / (offers.length - 1);
    const beta = pace > 0.02 ? 0.4 : pace > 0.005 ? 0.8 : 1.5;
    return timeDependentTarget(t, beta, this.uMin);
  }

  /**
   * The offer for a target: among acceptable outcomes worth at least the target, the few closest to it
   * (a band of BAND_WIDTH), the one the opponent should like best. Time-dependent and tit-for-tat
   * agents judge that by similarity to the opponent's last offer (Faratin's trade-off); the adaptive
   * agent by a frequency model of the opponent's offers. `undefined`: nothing acceptable at all.
   */
  nextOffer(target: number, history: History): Outcome | undefined {
    if (this.candidates.length === 0) return undefined;
    const start = Math.min(this.lowerBound(target), this.candidates.length - 1);
    const limit = this.candidates[start]!.utility + BAND_WIDTH;
    const band: Candidate[] = [];
    for (let index = start; index < this.candidates.length && band.length < BAND_SIZE; index++) {
      const candidate = this.candidates[index]!;
      if (candidate.utility > limit) break;
      band.push(candidate);
    }
    const score = this.opponentScore(history);
    let best = band[0]!;
    let bestScore = score(best.outcome);
    for (const candidate of band.slice(1)) {
      const value = score(candidate.outcome);
      if (value > bestScore) {
        best = candidate;
        bestScore = value;
      }
    }
    return best.outcome;
  }

  /** Whether to accept `offer` rather than make `counter` (accept when it is worth at least as much). */
  accepts(offer: Outcome, counter: Outcome | undefined, isLastRound: boolean): boolean {
    if (!this.prefs.acceptable(offer)) return false;
    if (isLastRound || counter === undefined) return true;
    return this.prefs.utility(offer) >= this.prefs.utility(counter);
  }

  /** The index of the first candidate worth at least `target` (binary search). */
  private lowerBound(target: number): number {
    let low = 0;
    let high = this.candidates.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.candidates[middle]!.utility < target) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** How much the opponent is expected to like an outcome (higher is better). */
  private opponentScore(history: History): (outcome: Outcome) => number {
    const last = history.opponent.at(-1);
    if (!last) return () => 0;
    if (this.strategy !== 'adaptive') return (outcome) => -this.dissimilarity(outcome, last);
    return frequencyModel(history.opponent);
  }

  /** Squared distance between two outcomes, each issue scaled to 0..1 (the order is all that counts). */
  private dissimilarity(a: Outcome, b: Outcome): number {
    const price = this.priceSpan > 0 ? (a.price - b.price) / this.priceSpan : 0;
    const quantity = (a.quantity - b.quantity) / QUANTITY_SPAN;
    const delivery = (a.delivery - b.delivery) / DELIVERY_SPAN;
    const payment = (a.payment - b.payment) / PAYMENT_SPAN;
    return price * price + quantity * quantity + delivery * delivery + payment * payment;
  }
}

/**
 * A frequency model of the opponent (as in the ANAC agents' opponent models): values it offers often
 * are values it likes, and issues whose value it rarely changes matter more to it.
 */
export function frequencyModel(offers: readonly Outcome[]): (outcome: Outcome) => number {
  const counts = new Map<string, number>();
  const changes: Record<string, number> = { price: 0, quantity: 0, delivery: 0, payment: 0 };
  offers.forEach((offer, index) => {
    for (const issue of ISSUES) {
      const key = `${issue}:${offer[issue]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (index > 0 && offers[index - 1]![issue] !== offer[issue]) changes[issue]! += 1;
    }
  });
  const stability = ISSUES.map((issue) => 1 / (1 + changes[issue]!));
  const total = stability.reduce((sum, value) => sum + value, 0);
  return (outcome) =>
    ISSUES.reduce(
      (sum, issue, index) =>
        sum + (stability[index]! / total) * ((counts.get(`${issue}:${outcome[issue]}`) ?? 0) / offers.length),
      0,
    );
}
