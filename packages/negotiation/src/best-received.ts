import type { NegotiationRun } from './mechanism';

const EPSILON = 1e-9;

/**
 * Each side's best offer received in a run, by its own utility, among the offers within its
 * reservation (it may accept no other); 0 when it received none.
 */
export function bestReceived(run: Pick<NegotiationRun, 'scenario' | 'offers'>): {
  buyer: number;
  seller: number;
} {
  const { buyer, seller } = run.scenario;
  const best = { buyer: 0, seller: 0 };
  for (const offer of run.offers) {
    if (offer.by === 'seller' && offer.outcome.price <= buyer.reservation)
      best.buyer = Math.max(best.buyer, offer.buyer);
    if (offer.by === 'buyer' && offer.outcome.price >= seller.reservation)
      best.seller = Math.max(best.seller, offer.seller);
  }
  return best;
}

/** Whether a side accepted, or was given, less than the best offer it had received (issue #32's aim). */
export function belowBestReceived(run: Pick<NegotiationRun, 'scenario' | 'offers' | 'agreement'>): boolean {
  if (!run.agreement) return false;
  const best = bestReceived(run);
  return run.agreement.buyer < best.buyer - EPSILON || run.agreement.seller < best.seller - EPSILON;
}
