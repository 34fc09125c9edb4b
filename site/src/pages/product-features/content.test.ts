import {
  EXAMPLE_MULTI_SUPPLIER_SCENARIO,
  EXAMPLE_SCENARIO,
  negotiate,
  runMultiSupplier,
} from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import { toMultiSupplierResponse } from '../../features/engine-api/multi-supplier-response';
import { featureBlocks } from './content';

// Each sample on /features is what the engine answers: computed again here. When the engine changes,
// the diff shows the values to write in content.ts.

const sample = (id: string) => JSON.parse(featureBlocks.find((block) => block.id === id)!.sample.code);
const round2 = (value: number) => Math.round(value * 100) / 100;

describe('/features shows what the engine does', () => {
  it('the multi-supplier sample is the API’s answer for the engine’s example, transcripts left out', () => {
    const answer = toMultiSupplierResponse(runMultiSupplier(EXAMPLE_MULTI_SUPPLIER_SCENARIO, 1));
    expect(sample('multi-agent')).toEqual({
      threads: answer.threads.map(({ supplier, result, offers }) => ({ supplier, result, offers })),
      outcome: answer.outcome,
    });
  });

  it('the learning sample is the buyer’s model of the seller after the example run', () => {
    const { buyer } = negotiate(EXAMPLE_SCENARIO, 1).learned;
    expect(EXAMPLE_SCENARIO.seller.strategy).toBe('conceder');
    expect(sample('adaptive-learning')).toEqual({
      counterpart: 'seller (conceder)',
      offers_observed: buyer.bids,
      estimated_priorities: {
        price: round2(buyer.weights.price),
        quantity: round2(buyer.weights.quantity),
        delivery: round2(buyer.weights.delivery),
        payment: round2(buyer.weights.payment),
      },
    });
  });

  it('the limits sample is the example’s buyer, as the API takes it', () => {
    expect(sample('custom-rules')).toEqual(EXAMPLE_SCENARIO.buyer);
  });

  it('claims no auction, concurrency in the hundreds, rule editor or other protocol', () => {
    const text = JSON.stringify(featureBlocks);
    for (const claim of [
      /hundreds of concurrent/i,
      /rule editor/i,
      /agent-to-agent/i,
      /reverse auction/i,
      /history/i,
    ])
      expect(text).not.toMatch(claim);
  });
});
