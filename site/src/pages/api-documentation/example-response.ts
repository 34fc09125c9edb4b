/**
 * The answer to EXAMPLE_REQUEST, its transcript cut to its first two and last two messages (the page
 * says so). content.test.ts checks it against the live endpoint: when the engine changes, its diff
 * shows the new values to write here.
 */
export const EXAMPLE_RESPONSE_EXCERPT = {
  api_version: '1',
  transcript: [
    {
      performative: 'cfp',
      sender: 'buyer-agent',
      receiver: 'seller-agent',
      content: {
        item: 'Industrial sensors',
      },
      round: 0,
      conversation_id: 'neg-00000001',
      reply_with: 'neg-00000001-m0',
    },
    {
      performative: 'propose',
      sender: 'seller-agent',
      receiver: 'buyer-agent',
      content: {
        item: 'Industrial sensors',
        price: 96,
        qty: 1000,
        delivery: 45,
        payment: 30,
      },
      round: 1,
      conversation_id: 'neg-00000001',
      reply_with: 'neg-00000001-m1',
      in_reply_to: 'neg-00000001-m0',
    },
    {
      performative: 'accept-proposal',
      sender: 'seller-agent',
      receiver: 'buyer-agent',
      content: {
        item: 'Industrial sensors',
        price: 88,
        qty: 750,
        delivery: 7,
        payment: 60,
      },
      round: 17,
      conversation_id: 'neg-00000001',
      reply_with: 'neg-00000001-m17',
      in_reply_to: 'neg-00000001-m16',
    },
    {
      performative: 'inform',
      sender: 'buyer-agent',
      receiver: 'seller-agent',
      content: {
        item: 'Industrial sensors',
        price: 88,
        qty: 750,
        delivery: 7,
        payment: 60,
        result: 'agreement',
      },
      round: 17,
      conversation_id: 'neg-00000001',
      reply_with: 'neg-00000001-m18',
      in_reply_to: 'neg-00000001-m17',
    },
  ],
  outcome: {
    result: 'agreement',
    agreement: {
      terms: {
        price: 88,
        quantity: 750,
        delivery: 7,
        payment: 60,
      },
      round: 17,
      utility: {
        buyer: 0.6944444444444445,
        seller: 0.21666666666666665,
      },
    },
  },
  metrics: {
    rounds: 17,
    offers: 16,
    pareto_frontier_size: 27,
    nash: {
      terms: {
        price: 89,
        quantity: 1000,
        delivery: 7,
        payment: 0,
      },
      utility: {
        buyer: 0.61875,
        seller: 0.42272727272727273,
      },
    },
    distance_to_nash: 0.2195236258123881,
  },
};

/** How many messages the example's whole transcript has. */
export const EXAMPLE_TRANSCRIPT_LENGTH = 19;
