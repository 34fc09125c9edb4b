import type { NegotiationRun } from './mechanism';
import { dominated, nashProduct, type ScoredOutcome } from './metrics';
import type { Outcome } from './scenario';
import { preferencesOf, type Preferences } from './utility';

// Raiffa's post-settlement settlement (H. Raiffa, "Post-settlement settlements", Negotiation Journal
// 1(1), 1985): an optional step after a deal, never part of `negotiate`. Both sides confide their
// preferences to a trusted mediator once they have agreed; the mediator proposes, among the outcomes at
// least as good as the deal for both and better for one, the one with the largest Nash product (it lies
// on the Pareto frontier). Each side then consents only if the proposal is within its reservation and
// worth at least the deal to it, by its own utility; with both consents the proposal replaces the deal,
// otherwise the deal stands. The agents' own bidding never sees the other side's preferences: only the
// mediator does, and only after the deal.

export interface PostSettlement {
  /** The deal the negotiation reached. */
  deal: ScoredOutcome;
  /** The mediator's proposal (undefined: nothing is better for one side and no worse for the other). */
  proposal?: ScoredOutcome;
  /** Each side's answer to the proposal (false when there is none). */
  consent: { buyer: boolean; seller: boolean };
  /** The proposal when both consented, else the deal. */
  settled: ScoredOutcome;
}

/** Rounding the utilities' sums may differ in the last bits: "no less" allows that much. */
const EPSILON = 1e-9;

/** Whether a side consents to replace `deal` by `proposal`: within its reservation and worth no less to it. */
export function consents(prefs: Preferences, deal: Outcome, proposal: Outcome): boolean {
  return prefs.acceptable(proposal) && prefs.utility(proposal) >= prefs.utility(deal) - EPSILON;
}

/** The post-settlement step on a run (undefined: the run reached no deal). */
export function postSettlement(run: NegotiationRun): PostSettlement | undefined {
  if (!run.agreement) return undefined;
  const deal: ScoredOutcome = {
    outcome: run.agreement.outcome,
    buyer: run.agreement.buyer,
    seller: run.agreement.seller,
  };
  let proposal: ScoredOutcome | undefined;
  if (dominated(deal, run.frontier))
    for (const point of run.frontier)
      if (dominated(deal, [point]) && (!proposal || nashProduct(point) > nashProduct(proposal)))
        proposal = point;
  const buyer = preferencesOf('buyer', run.scenario.buyer);
  const seller = preferencesOf('seller', run.scenario.seller);
  const consent = {
    buyer: proposal !== undefined && consents(buyer, deal.outcome, proposal.outcome),
    seller: proposal !== undefined && consents(seller, deal.outcome, proposal.outcome),
  };
  return { deal, proposal, consent, settled: consent.buyer && consent.seller ? proposal! : deal };
}
