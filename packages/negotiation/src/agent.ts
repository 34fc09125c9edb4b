import { accepts } from './acceptance';
import { bidAtTarget, estimatedNashUtility, estimatesOf, type BidSpace, type Estimates } from './bidding';
import type { AcceptanceCondition, Tactic } from './boa-schema';
import type { Domain } from './domain';
import { ConcessionModel } from './concession-model';
import { LEARN_COEF, type OpponentModelState } from './opponent-model';
import type { Random } from './random';
import type { Issue, Outcome } from './scenario';
import { targetOf } from './tactics';
import type { Role } from './utility';

// One side of a negotiation, composed as in the BOA architecture (Baarslag et al. 2014): a bidding
// tactic, an opponent model and acceptance conditions, each a separate part. The agent keeps what it
// has seen and decides at each of its turns.

export interface AgentComposition {
  bidding: Tactic;
  acceptance: readonly AcceptanceCondition[];
  learnCoef: number;
}

/**
 * Exploration: each bid asks for up to this share of the agent's utility range above its tactic's
 * target, drawn from the run's seed. It varies the bids (and gives the opponent model more to learn
 * from) without ever offering below the target; the same seed gives the same transcript.
 */
export const EXPLORATION = 0.01;

/**
 * How long the adaptive tactic holds its estimated Nash floor: the floor is relaxed as 1 − t^this.
 * Both sides overestimate their Nash utility about alike (by 0.12 on average), so two adaptive agents
 * relaxing at the same pace meet where their estimates' ratio puts them; held longer, the floors
 * matter more and the tactics' crossing less. Measured over the bench's seeds 1-4 (adaptive against
 * adaptive, mean distance to Nash): 1 − t² 0.073, 1 − t³ 0.072, 1 − t⁴ 0.069, 1 − t⁸ 0.076 (the
 * overestimate then costs more than the crossing). With the true Nash utility instead of the estimate
 * (a check, not something an agent may know), 1 − t⁸ gives 0.011-0.017: the remaining distance is the
 * estimate's error, not the mechanism. Neither the opponent's price scale nor its weights alone
 * closes it (oracles, 1 − t⁴): its true reservation and target in the estimate 0.065-0.067 (1 − t⁸
 * 0.068), its true weights 0.056, both 0.020 (README, issue #32's price-scale round). With issue #32's
 * honest model and Nash estimate (nothing private read), seeds 1-4 (5-8): 1 − t² 0.076, 1 − t³ 0.075
 * (0.072), 1 − t⁴ 0.073 (0.073), 1 − t⁶ 0.077 (0.073): t⁴ kept.
 */
export const NASH_FLOOR_RELAXATION = 4;

/**
 * Which way the opponent's preference runs on each issue, known from the roles alone (utility.ts):
 * a buyer's opponent is a seller, who wants a high price, late delivery and short payment terms; a
 * seller's opponent is a buyer, who wants the reverse; both want a large quantity. Only how much each
 * issue matters (the weights) is private and left to the model to learn.
 */
export function opponentDirections(role: Role): Record<Issue, 1 | -1> {
  const opponentIsSeller = role === 'buyer';
  return {
    price: opponentIsSeller ? 1 : -1,
    quantity: 1,
    delivery: opponentIsSeller ? 1 : -1,
    payment: opponentIsSeller ? -1 : 1,
  };
}

export class BoaAgent {
  readonly model: ConcessionModel;
  private readonly own: Outcome[] = [];
  private readonly opponent: Outcome[] = [];
  private readonly received: { t: number; utility: number; outcome: Outcome }[] = [];
  private lastTarget: number;
  /** The model's estimates on the bid space, recomputed after each opponent bid. */
  private estimates?: Estimates;

  constructor(
    private readonly space: BidSpace,
    private readonly domain: Domain,
    private readonly parts: AgentComposition,
    private readonly deadline: number,
    private readonly random: Random,
    prior?: OpponentModelState,
  ) {
    this.model = new ConcessionModel(
      domain,
      prior,
      parts.learnCoef ?? LEARN_COEF,
      opponentDirections(space.role),
      space.ownPrices,
    );
    this.lastTarget = space.uMax;
  }

  get prefs() {
    return this.space.prefs;
  }

  /** An offer from the opponent arrives in `round`: the model learns from it. */
  receive(offer: Outcome, round: number): void {
    this.opponent.push(offer);
    this.model.update(offer);
    this.estimates = undefined;
    // An offer beyond the reservation is worth nothing: it can be neither accepted nor asked for again.
    const utility = this.prefs.acceptable(offer) ? this.prefs.utility(offer) : 0;
    this.received.push({ t: round / this.deadline, utility, outcome: offer });
  }

  /** The best offer received so far (for this agent). */
  bestReceived(): { utility: number; outcome: Outcome } | undefined {
    let best: (typeof this.received)[number] | undefined;
    for (const r of this.received)
      if (this.prefs.acceptable(r.outcome) && (!best || r.utility > best.utility)) best = r;
    return best;
  }

  /**
   * The bid for `round`: the point of the estimated frontier at the tactic's target; once the target
   * falls to the best offer received, that offer again (it is worth more to the agent than the target).
   * `undefined`: the agent may offer nothing (no price within its reservation). `outsideOption`: the
   * utility of the best deal the agent has elsewhere (a buyer with several suppliers): it never bids below.
   */
  bid(round: number, outsideOption = 0): Outcome | undefined {
    const tactic = targetOf(this.parts.bidding, {
      t: this.openingTime(round),
      uMin: this.space.uMin,
      uMax: this.space.uMax,
      own: this.own,
      opponent: this.opponent,
      prefs: this.prefs,
      domain: this.domain,
      lastTarget: this.lastTarget,
    });
    this.lastTarget = tactic;
    const target = Math.min(this.space.uMax, Math.max(tactic, outsideOption, this.nashFloor(round)));
    const best = this.bestReceived();
    if (best && target < best.utility + 1e-9) return best.outcome;
    const explored = target + this.random() * EXPLORATION * (this.space.uMax - this.space.uMin);
    return bidAtTarget(this.space, explored, this.currentEstimates(), this.random);
  }

  /**
   * The tactic's time: the round over the deadline, except that the agent's opening bid is made at
   * t = 0, where a time-dependent tactic asks for its best outcome (less κ). The seller's first turn is
   * round 1 (t = 1 / deadline, up to 0.1), where a conceder (β = 3) had already given up a third of its
   * range before hearing anything, often offering a price beyond the buyer's private target, which
   * the buyer values no more than its target: wasted for the seller, and a false start for the
   * opponent model, which takes a side's first price for its target (concession-model.ts).
   * Diagnosed with scripts/diagnose-frontier.ts: 64 of the 120 dominated agreements of rounds 1-3.
   */
  private openingTime(round: number): number {
    return this.own.length === 0 ? 0 : round / this.deadline;
  }

  /** The bid was sent. */
  sent(bid: Outcome): void {
    this.own.push(bid);
  }

  /** Whether to accept the offer just received, rather than make `nextBid` (none: the deadline). */
  acceptsLast(round: number, nextBid: Outcome | undefined): boolean {
    const last = this.received.at(-1);
    if (!last || !this.prefs.acceptable(last.outcome)) return false;
    return accepts(this.parts.acceptance, {
      t: nextBid ? round / this.deadline : 1,
      offer: last.utility,
      nextBid: nextBid ? this.prefs.utility(nextBid) : 0,
      received: this.received.slice(0, -1),
    });
  }

  /**
   * The adaptive tactic's floor: its own utility at the estimated Nash point, so two adaptive agents
   * conceding alike stop nearer the Nash point than where their concessions cross; relaxed as
   * 1 − t^NASH_FLOOR_RELAXATION so that it never costs the deal at the deadline. No floor before the
   * first opponent bid, nor for other tactics. Measured (bench): adaptive against adaptive, seed 1,
   * 0.093 from Nash without the floor; with it relaxed as 1 − t², seeds 1-4: 0.063 / 0.071 / 0.081 /
   * 0.078; as 1 − t⁴: 0.061 / 0.068 / 0.071 / 0.076.
   */
  private nashFloor(round: number): number {
    if (this.parts.bidding.kind !== 'adaptive' || this.opponent.length === 0) return 0;
    const t = round / this.deadline;
    return (
      estimatedNashUtility(this.space, this.currentEstimates()) * (1 - Math.pow(t, NASH_FLOOR_RELAXATION))
    );
  }

  private currentEstimates(): Estimates {
    this.estimates ??= estimatesOf(this.space, this.model, this.domain);
    return this.estimates;
  }
}
