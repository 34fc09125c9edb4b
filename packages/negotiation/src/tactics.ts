import type { Tactic } from './boa-schema';
import { position, valueAt, type Domain } from './domain';
import { ISSUES, type Outcome } from './scenario';
import type { Preferences } from './utility';

// Bidding tactics (the B of BOA): the utility an agent asks for at each of its turns. The offer for
// that utility is then chosen on the estimated Pareto frontier (bidding.ts).

export interface TacticContext {
  /** Time: the round over the deadline, 0 to 1. */
  t: number;
  /** The agent's lowest and highest utility over what it may offer. */
  uMin: number;
  uMax: number;
  /** Bids so far, oldest first. */
  own: readonly Outcome[];
  opponent: readonly Outcome[];
  prefs: Preferences;
  domain: Domain;
  /** What the tactic asked for last (uMax before the first bid). */
  lastTarget: number;
}

/**
 * Faratin, Sierra & Jennings 1998, time-dependent tactics: the share α(t) of the concession from uMax
 * to uMin made by time t. Polynomial: α(t) = κ + (1 − κ) · t^(1/β). Exponential: α(t) = e^((1 − t)^β · ln κ).
 * β < 1 is Boulware (holds firm, concedes near the deadline), β > 1 Conceder; κ is conceded at once.
 */
export function concession(t: number, family: 'polynomial' | 'exponential', beta: number, k: number): number {
  const time = Math.min(1, Math.max(0, t));
  if (family === 'polynomial') return k + (1 - k) * Math.pow(time, 1 / beta);
  return Math.exp(Math.pow(1 - time, beta) * Math.log(Math.max(k, Number.MIN_VALUE)));
}

const timeTarget = (ctx: TacticContext, family: 'polynomial' | 'exponential', beta: number, k = 0) =>
  ctx.uMax - concession(ctx.t, family, beta, k) * (ctx.uMax - ctx.uMin);

/**
 * A tit-for-tat agent imitates; when the opponent never moves it would never move either, so it
 * concedes at least as fast as this slow Boulware curve (Faratin et al. combine tactics the same way).
 */
const TIT_FOR_TAT_FLOOR_BETA = 0.5;
/** The adaptive agent's pace against an opponent that concedes, and against one that does not. */
export const ADAPTIVE_BETA = { reciprocating: 1, firm: 0.25 } as const;
/** Below this gain of own utility per opponent bid, the opponent counts as stubborn. */
const STUBBORN_PACE = 0.005;

export function targetOf(tactic: Tactic, ctx: TacticContext): number {
  const clamp = (u: number) => Math.min(ctx.uMax, Math.max(ctx.uMin, u));
  switch (tactic.kind) {
    case 'time-dependent':
      return clamp(timeTarget(ctx, tactic.family, tactic.beta, tactic.k));
    case 'relative-tit-for-tat':
    case 'absolute-tit-for-tat': {
      const imitated = imitate(
        tactic.kind === 'relative-tit-for-tat' ? 'relative' : 'absolute',
        tactic.delta,
        ctx,
      );
      const wanted = imitated ? ctx.prefs.utility(imitated) : ctx.lastTarget;
      return clamp(Math.min(wanted, timeTarget(ctx, 'polynomial', TIT_FOR_TAT_FLOOR_BETA)));
    }
    case 'adaptive':
      return clamp(adaptiveTarget(ctx));
  }
}

/**
 * Faratin's tit-for-tat, issue by issue: the opponent's change between its bids δ and δ+1 back from
 * its last, applied to the agent's own last bid. Relative: x[j] = x_own[j] · x_opp,older[j] / x_opp,newer[j]
 * (a ratio; the price's own, the other values taken on a 1..2 scale over the issue's range, so "net 0"
 * is no zero to divide by). Absolute: x[j] = x_own[j] + (x_opp,older[j] − x_opp,newer[j]). Values other
 * than the price stay within the issue's range; the price, only the tactic's measure of a concession
 * (its utility is the target), stays within the agent's reservation. `undefined`: too few bids yet.
 */
export function imitate(
  kind: 'relative' | 'absolute',
  delta: number,
  ctx: TacticContext,
): Outcome | undefined {
  const { opponent, own, domain } = ctx;
  const newer = opponent[opponent.length - delta];
  const older = opponent[opponent.length - delta - 1];
  const last = own.at(-1);
  if (!newer || !older || !last) return undefined;
  const result = { ...last };
  for (const issue of ISSUES) {
    if (issue === 'price') {
      // In currency units, not clamped to the grid's ends: they can be the opponent's private prices
      // (issue #32), and an imitation past them would be read differently. Prices are positive.
      result.price =
        kind === 'relative'
          ? (last.price * older.price) / newer.price
          : last.price + older.price - newer.price;
    } else if (kind === 'relative') {
      const scaled = (value: number) => 1 + position(domain, issue, value);
      result[issue] = valueAt(
        domain,
        issue,
        (scaled(older[issue]) / scaled(newer[issue])) * scaled(last[issue]) - 1,
      );
    } else {
      const [low, high] = domain.range[issue];
      result[issue] = Math.min(high, Math.max(low, last[issue] + older[issue] - newer[issue]));
    }
  }
  if (!ctx.prefs.acceptable(result)) result.price = last.price; // never imitate past the reservation
  return result;
}

/**
 * Adaptive: watches how fast the opponent concedes (the gain, in its own utility, of the opponent's
 * best bid per bid) and matches a conceding opponent at a steady pace (β = 1), while answering one
 * that does not concede with a firm Boulware curve (β = 0.25): stubbornness is never rewarded with a
 * faster concession.
 */
function adaptiveTarget(ctx: TacticContext): number {
  const utilities = ctx.opponent.map((bid) => ctx.prefs.utility(bid));
  const pace =
    utilities.length >= 3
      ? (Math.max(...utilities) - utilities[0]!) / (utilities.length - 1)
      : Number.POSITIVE_INFINITY;
  return timeTarget(
    ctx,
    'polynomial',
    pace < STUBBORN_PACE ? ADAPTIVE_BETA.firm : ADAPTIVE_BETA.reciprocating,
  );
}
