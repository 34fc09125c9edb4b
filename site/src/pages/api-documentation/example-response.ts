/**
 * The answer to EXAMPLE_REQUEST, its transcript cut to its first two and last two messages (the page
 * says so). content.test.ts checks it against the live endpoint: when the engine changes, its diff
 * shows the new values to write here.
 */
export const EXAMPLE_RESPONSE_EXCERPT = {
  api_version: '1',
  scenario: {
    item: 'Industrial sensors',
    deadline: 20,
    buyer: {
      reservation: 96,
      target: 80,
      weights: {
        price: 5,
        quantity: 2,
        delivery: 2,
        payment: 1,
      },
      strategy: 'boulware',
    },
    seller: {
      reservation: 88,
      target: 110,
      weights: {
        price: 5,
        quantity: 3,
        delivery: 1,
        payment: 1,
      },
      strategy: 'conceder',
    },
  },
  seed: 1,
  transcript: [
    {
      performative: 'cfp',
      sender: 'buyer-agent',
      receiver: 'seller-agent',
      content: {
        item: 'Industrial sensors',
      },
      conversation_id: 'neg-00000001',
      reply_with: 'neg-00000001-m0',
      round: 0,
    },
    {
      performative: 'propose',
      sender: 'seller-agent',
      receiver: 'buyer-agent',
      content: {
        item: 'Industrial sensors',
        price: 110,
        qty: 1000,
        delivery: 45,
        payment: 0,
      },
      conversation_id: 'neg-00000001',
      reply_with: 'neg-00000001-m1',
      round: 1,
      in_reply_to: 'neg-00000001-m0',
    },
    {
      performative: 'accept-proposal',
      sender: 'buyer-agent',
      receiver: 'seller-agent',
      content: {
        item: 'Industrial sensors',
        price: 88,
        qty: 1000,
        delivery: 7,
        payment: 60,
      },
      conversation_id: 'neg-00000001',
      reply_with: 'neg-00000001-m16',
      round: 16,
      in_reply_to: 'neg-00000001-m15',
    },
    {
      performative: 'inform',
      sender: 'seller-agent',
      receiver: 'buyer-agent',
      content: {
        item: 'Industrial sensors',
        price: 88,
        qty: 1000,
        delivery: 7,
        payment: 60,
        result: 'agreement',
      },
      conversation_id: 'neg-00000001',
      reply_with: 'neg-00000001-m17',
      round: 16,
      in_reply_to: 'neg-00000001-m16',
    },
  ],
  outcome: {
    result: 'agreement',
    agreement: {
      terms: {
        price: 88,
        quantity: 1000,
        delivery: 7,
        payment: 60,
      },
      round: 16,
      utility: {
        buyer: 0.75,
        seller: 0.3,
      },
    },
  },
  metrics: {
    rounds: 16,
    offers: 15,
    pareto_frontier_size: 42,
    nash: {
      terms: {
        price: 89.33,
        quantity: 1000,
        delivery: 7,
        payment: 0,
      },
      utility: {
        buyer: 0.6084375000000001,
        seller: 0.4302272727272727,
      },
    },
    distance_to_nash: 0.19235145949078067,
  },
};

/** How many messages the example's whole transcript has. */
export const EXAMPLE_TRANSCRIPT_LENGTH = 18;
