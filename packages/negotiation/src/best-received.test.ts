import { describe, expect, it } from 'vitest';
import { belowBestReceived, bestReceived } from './best-received';
import { EXAMPLE_SCENARIO } from './scenario';
import type { OfferRecord } from './mechanism';

const scenario = EXAMPLE_SCENARIO;
const offer = (by: OfferRecord['by'], price: number, buyer: number, seller: number): OfferRecord => ({
  round: 1,
  by,
  outcome: { price, quantity: 1000, delivery: 14, payment: 30 },
  buyer,
  seller,
});
const inZone = (scenario.buyer.reservation + scenario.seller.reservation) / 2;

describe('best received', () => {
  it("takes each side's best offer from the other, only within its reservation", () => {
    const offers = [
      offer('seller', inZone, 0.4, 0.5),
      offer('seller', scenario.buyer.reservation + 1, 0.9, 0.1), // beyond the buyer's reservation
      offer('buyer', inZone, 0.6, 0.3),
      offer('buyer', scenario.seller.reservation - 1, 0.95, 0.8), // beyond the seller's
    ];
    expect(bestReceived({ scenario, offers })).toEqual({ buyer: 0.4, seller: 0.3 });
  });

  it('says a deal is below when either side gets less than it was offered before, and not without a deal', () => {
    const offers = [offer('seller', inZone, 0.4, 0.5), offer('buyer', inZone, 0.6, 0.3)];
    const deal = (buyer: number, seller: number) => ({
      outcome: offers[0]!.outcome,
      buyer,
      seller,
      round: 2,
    });
    expect(belowBestReceived({ scenario, offers, agreement: deal(0.4, 0.3) })).toBe(false);
    expect(belowBestReceived({ scenario, offers, agreement: deal(0.39, 0.5) })).toBe(true);
    expect(belowBestReceived({ scenario, offers, agreement: deal(0.5, 0.29) })).toBe(true);
    expect(belowBestReceived({ scenario, offers, agreement: undefined })).toBe(false);
  });
});
