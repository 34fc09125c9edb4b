/**
 * /features content: the three capability blocks, each with a sample of what the engine really
 * answers. The samples restate the engine's output so the page does not download the engine;
 * content.test.ts computes them again and fails the moment they differ.
 */

export interface FeatureBlock {
  id: 'multi-agent' | 'adaptive-learning' | 'custom-rules';
  title: string;
  description: string;
  points: string[];
  sample: { label: string; language: 'json' | 'yaml'; code: string };
}

export const featureBlocks: FeatureBlock[] = [
  {
    id: 'multi-agent',
    title: 'Multi-Agent Negotiation',
    description:
      'Buyer and seller agents negotiate with each other over FIPA-ACL: one buyer with one seller, or one buyer with two to five suppliers at once, each supplier in its own thread.',
    points: [
      'Bilateral negotiation, and one buyer with 2 to 5 suppliers in parallel threads to one deadline',
      'The best standing offer is the buyer’s fallback everywhere; at most one deal, with the reason it won',
      'Not an auction: no supplier sees another’s offers',
      'Offers on price, quantity, delivery and payment terms, not price alone',
    ],
    sample: {
      label: 'One buyer, three suppliers: the API’s answer, transcripts left out',
      language: 'json',
      code: JSON.stringify(
        {
          threads: [
            { supplier: 'Supplier A', result: 'agreement', offers: 15 },
            { supplier: 'Supplier B', result: 'declined', offers: 15 },
            { supplier: 'Supplier C', result: 'declined', offers: 15 },
          ],
          outcome: {
            winner: {
              supplier: 'Supplier A',
              terms: { price: 88, quantity: 1000, delivery: 7, payment: 60 },
              round: 16,
              utility: { buyer: 0.75, seller: 0.3 },
            },
            explanation:
              'Supplier A: highest utility for the buyer, 0.75, and no other supplier had an acceptable offer standing; Supplier B and Supplier C were declined.',
          },
        },
        null,
        2,
      ),
    },
  },
  {
    id: 'adaptive-learning',
    title: 'Adaptive Learning',
    description:
      'Each agent models the other side from the offers it receives: which values it asks for (the frequency model of HardHeaded, winner of the 2011 automated negotiating agents competition) and which issues matter most to it (from how it spreads its concessions over the issues: it gives ground first where it cares least). The buyer can carry that model into its next negotiation with the same counterpart.',
    points: [
      'An opponent model learned from every offer received',
      'Carried into the next negotiation with the same counterpart: try it in the playground',
      'The Adaptive strategy concedes at a steady pace while the other side concedes, and holds firm against one that does not',
    ],
    sample: {
      label: 'What the buyer learned about a Conceder seller in one negotiation',
      language: 'json',
      code: JSON.stringify(
        {
          counterpart: 'seller (conceder)',
          offers_observed: 8,
          estimated_priorities: { price: 0.21, quantity: 0.4, delivery: 0.19, payment: 0.19 },
        },
        null,
        2,
      ),
    },
  },
  {
    id: 'custom-rules',
    title: 'Hard Limits',
    description:
      'Limits no strategy can override: each side’s reservation price is checked on every offer and every acceptance, and no offer is made after the deadline.',
    points: [
      'A reservation (walk-away) price and a target price per side',
      'Priorities over price, quantity, delivery and payment terms',
      'A deadline in rounds',
    ],
    sample: {
      label: 'A buyer’s limits and priorities, as the API takes them',
      language: 'json',
      code: JSON.stringify(
        {
          reservation: 96,
          target: 80,
          weights: { price: 5, quantity: 2, delivery: 2, payment: 1 },
          strategy: 'boulware',
        },
        null,
        2,
      ),
    },
  },
];
