import type { AcceptanceCondition } from './boa-schema';

// Acceptance strategies (the A of BOA), as Baarslag, Hindriks & Jonker 2011 ("Acceptance conditions
// in automated negotiation") define them. Every condition sees the agent's own utilities only.

export interface AcceptanceContext {
  /** Time: the round over the deadline, 0 to 1 (1 when answering the last offer). */
  t: number;
  /** The agent's utility of the offer on the table. */
  offer: number;
  /** Of the bid it would make instead; 0 when it cannot bid again (no deal is worth 0). */
  nextBid: number;
  /** Of every offer received before this one, with the time it came, oldest first. */
  received: readonly { t: number; utility: number }[];
}

const EPSILON = 1e-12;

export function acceptsBy(condition: AcceptanceCondition, ctx: AcceptanceContext): boolean {
  switch (condition.kind) {
    case 'next':
      return condition.alpha * ctx.offer + condition.beta >= ctx.nextBid - EPSILON;
    case 'const':
      return ctx.offer >= condition.threshold - EPSILON;
    case 'time':
      return ctx.t >= condition.after;
    case 'combi': {
      if (ctx.offer >= ctx.nextBid - EPSILON) return true;
      if (ctx.t < condition.after) return false;
      // MAX^W: the best offer received in the window of the time that is left, just behind now.
      const window = 1 - ctx.t;
      const recent = ctx.received.filter((r) => r.t >= ctx.t - window).map((r) => r.utility);
      return ctx.offer >= Math.max(0, ...recent) - EPSILON;
    }
  }
}

/**
 * Whether to accept: one of the conditions holds, and the offer is worth at least the best offer
 * already received (accepting less would be worse than asking for that one again).
 */
export function accepts(conditions: readonly AcceptanceCondition[], ctx: AcceptanceContext): boolean {
  const bestReceived = Math.max(0, ...ctx.received.map((r) => r.utility));
  if (ctx.offer < bestReceived - EPSILON) return false;
  return conditions.some((condition) => acceptsBy(condition, ctx));
}
