import { EXAMPLE_SCENARIO, negotiate, postSettlement, type Scenario } from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import { postSettlementSentences } from './post-settlement-text';

// Two Conceders agree at $96, net 60; the mediator finds $92, net 0 better for both (engine, seed 1).
const conceders: Scenario = {
  ...EXAMPLE_SCENARIO,
  buyer: { ...EXAMPLE_SCENARIO.buyer, strategy: 'conceder' },
  postSettlement: true,
};

describe('the post-settlement step in sentences and money', () => {
  it('says nothing when the visitor did not ask for it', () => {
    expect(
      postSettlementSentences(negotiate({ ...conceders, postSettlement: undefined }, 1)),
    ).toBeUndefined();
    expect(postSettlementSentences(negotiate({ ...conceders, postSettlement: false }, 1))).toBeUndefined();
  });

  it('an improved deal: agreed at … → improved for both … to …, both utilities, the money', () => {
    expect(postSettlementSentences(negotiate(conceders, 1))).toEqual([
      'Agreed at 1,000 units at $96.00, delivery in 7 days, net 60: $96,000 → improved for both after post-settlement to 1,000 units at $92.00, delivery in 7 days, net 0: $92,000.',
      'Buyer utility 50% → 53%, seller utility 48% → 49%.',
      'The buyer pays $4,000 less for the contract.',
    ]);
  });

  it('a deal already on the frontier stands, and says so', () => {
    const onFrontier = negotiate({ ...EXAMPLE_SCENARIO, postSettlement: true }, 1);
    expect(onFrontier.postSettlement?.proposal).toBeUndefined();
    expect(postSettlementSentences(onFrontier)).toEqual([
      'Agreed at 1,000 units at $88.00, delivery in 7 days, net 60: $88,000.',
      'Post-settlement found nothing better for one side without being worse for the other: the deal stands.',
    ]);
  });

  it('a refused proposal: who refused, and the deal stands', () => {
    const run = negotiate(conceders, 1);
    const proposal = run.postSettlement!.proposal!;
    // The seller's reservation raised after the deal: the mediator's lower price is refused.
    const stricter = {
      ...run,
      scenario: {
        ...run.scenario,
        seller: { ...run.scenario.seller, reservation: proposal.outcome.price + 1 },
      },
    };
    const refused = { ...run, postSettlement: postSettlement(stricter) };
    expect(postSettlementSentences(refused)).toEqual([
      'Agreed at 1,000 units at $96.00, delivery in 7 days, net 60: $96,000.',
      'The mediator proposed 1,000 units at $92.00, delivery in 7 days, net 0: $92,000; the seller refused, so the deal stands.',
    ]);
  });
});
