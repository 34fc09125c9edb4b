/** /features content: the three capability blocks, each with an illustrative sample. */

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
      'Buyer and seller agents negotiate directly with each other over FIPA-ACL or the agent-to-agent protocol, one counterpart at a time or many at once.',
    points: [
      'Bilateral and multilateral negotiations',
      'Hundreds of concurrent sessions per workspace',
      'Offers on price, quantity, delivery and quality, not price alone',
    ],
    sample: {
      label: 'A multilateral session in progress',
      language: 'json',
      code: JSON.stringify(
        {
          session_id: 'neg-2025-0412-017',
          participants: ['buyer:acme-procurement', 'seller:northwind', 'seller:contoso-supply'],
          objective: '5,000 units industrial fasteners, delivery ≤ 14 days',
          status: 'in_progress',
          round: 4,
          current_best_offers: [
            { seller: 'northwind', price: 0.42, delivery: '10 days', quality: 'ISO 9001' },
            { seller: 'contoso-supply', price: 0.4, delivery: '14 days', quality: 'ISO 9001' },
          ],
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
      'Every transcript becomes training data. Agents learn which concessions close deals with which counterparts and adjust their opening offers and pacing.',
    points: [
      'Learns from your negotiation history',
      'Counterpart profiles built from past sessions',
      'New strategies are tested against your current results before release',
    ],
    sample: {
      label: 'What an agent learned about a supplier',
      language: 'json',
      code: JSON.stringify(
        {
          counterpart: 'seller:northwind',
          sessions_observed: 38,
          avg_rounds_to_close: 3.6,
          typical_first_concession: 0.035,
          responds_to: ['volume commitments', 'faster payment terms'],
          recommended_opening: { price_vs_list: -0.12, payment_terms: 'net 15' },
        },
        null,
        2,
      ),
    },
  },
  {
    id: 'custom-rules',
    title: 'Custom Rule Logic',
    description:
      'Guardrails no strategy can override. Define them in the visual rule editor or as code: margins, budgets, inventory limits and compliance checks.',
    points: [
      'Visual rule editor with conditional logic',
      'Budget, margin and inventory constraints',
      'Compliance checks before any offer leaves your agent',
    ],
    sample: {
      label: 'Two seller-side rules',
      language: 'yaml',
      code: [
        'rules:',
        '  - name: protect-margin',
        '    when: offer.price < product.cost * 1.15',
        '    then: reject',
        '  - name: premium-tier-discount',
        '    when: customer.tier == "premium"',
        '    then:',
        '      max_discount_rate: 0.05',
      ].join('\n'),
    },
  },
];
