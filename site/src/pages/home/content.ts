/** The home page's content: data, rendered by pages/home. */
import {
  contractRenewals,
  demandBasedBundling,
  dynamicDiscounting,
  flashSale,
  inventoryClearance,
  supplyChainOptimization,
} from '../../components/illustrations';

export interface Feature {
  title: string;
  description: string;
}

export const features: Feature[] = [
  {
    title: 'Standardized communication',
    description:
      'Agents speak FIPA-ACL, so every call for proposals, offer, counter-offer and acceptance is a typed, auditable message.',
  },
  {
    title: 'One supplier or several',
    description:
      'Negotiate with one seller, or with two to five suppliers at once in parallel threads to one deadline: the buyer makes at most one deal and says why it won.',
  },
  {
    title: 'Strategies from the research',
    description:
      'Boulware, Linear, Conceder, Tit-for-tat and Adaptive agents, each with an opponent model that learns the other side’s priorities from its offers.',
  },
  {
    title: 'Rule-based guardrails',
    description:
      'Hard limits the agents never cross: each side’s reservation price is checked on every offer and every acceptance.',
  },
  {
    title: 'A documented API',
    description:
      'Run a negotiation, or a buyer against several suppliers, from your own code: a public HTTP API with an OpenAPI description answers the transcript and the outcome.',
  },
  {
    title: 'Every round visible',
    description:
      'Every message of a run is in its transcript: replay it round by round in the playground, with the deal in money, or export it as JSON.',
  },
];

export const steps: Feature[] = [
  {
    title: 'Protocol setup',
    description: 'Name the item and the deadline; every message is FIPA-ACL, the protocol the agents speak.',
  },
  {
    title: 'Strategy definition',
    description: 'Set each side’s target, walk-away point, priorities and strategy.',
  },
  {
    title: 'Autonomous negotiation',
    description: 'Buyer and seller agents exchange proposals until they agree or walk away.',
  },
  {
    title: 'Learning and adaptation',
    description:
      'The buyer’s model of a counterpart can carry over, so the next negotiation with it starts from what was learned.',
  },
  {
    title: 'Deal execution',
    description:
      'Agreed terms come back as JSON with the full FIPA-ACL transcript, ready for your purchasing system (no ERP connector yet).',
  },
];

export interface UseCase {
  title: string;
  description: string;
  image: string;
}

export const useCases: UseCase[] = [
  {
    title: 'Dynamic discounting',
    description: 'Offer the right discount to the right buyer, never past your reservation price.',
    image: dynamicDiscounting,
  },
  {
    title: 'Inventory clearance',
    description: 'Move ageing stock fast by trading price against volume and payment terms.',
    image: inventoryClearance,
  },
  {
    title: 'Demand-based bundling',
    description:
      'Agents learn which terms each buyer values most and offer those: quantity, delivery or payment.',
    image: demandBasedBundling,
  },
  {
    title: 'Flash sale events',
    description: 'Negotiations with a hard deadline: agents concede in time or walk away.',
    image: flashSale,
  },
  {
    title: 'Supply chain optimization',
    description: 'Balance price, quantity, delivery and payment terms across up to five suppliers.',
    image: supplyChainOptimization,
  },
  {
    title: 'Contract renewals',
    description: 'Renew recurring contracts on better terms without weeks of email.',
    image: contractRenewals,
  },
];

export const capabilities: Feature[] = [
  {
    title: 'Multi-agent negotiation',
    description:
      'Bilateral negotiations, and one buyer with two to five suppliers in parallel threads (not an auction: no supplier sees another’s offers).',
  },
  {
    title: 'Adaptive learning',
    description:
      'Agents learn the other side’s priorities from its offers, and the buyer can start its next negotiation with the same counterpart from what it learned.',
  },
  {
    title: 'Custom rule logic',
    description:
      'Reservation and target prices, priorities over four issues and a deadline per negotiation: limits no strategy can override.',
  },
];

export const industries = ['Retail', 'Manufacturing', 'Wholesale', 'Healthcare', 'Technology', 'Logistics'];
/** What connects today, and the connectors the roadmap lists as not built yet. */
export const integrations = [
  'Public engine API (JSON, OpenAPI 3.1)',
  'ERP connectors: planned',
  'CRM connectors: planned',
  'E-commerce platforms: planned',
];

/** Placeholder names: illustrative only, not customers. */
export const trustedBy = ['Northwind Supply', 'Contoso Retail', 'Fabrikam Industrial', 'Tailspin Logistics'];

export interface NegotiationMessage {
  from: 'Buyer agent' | 'Seller agent';
  summary: string;
  message: {
    performative: 'propose' | 'accept-proposal';
    content: { item: string; price: number; qty: number; delivery: string };
    conversation_id: string;
  };
}

export const sampleNegotiation: NegotiationMessage[] = [
  {
    from: 'Buyer agent',
    summary: 'Proposes 500 industrial sensors at $42 each, delivered in 14 days.',
    message: {
      performative: 'propose',
      content: { item: 'IoT sensor S-200', price: 42, qty: 500, delivery: '14 days' },
      conversation_id: 'neg-2025-0412',
    },
  },
  {
    from: 'Seller agent',
    summary: 'Counter-proposes $46 each with faster delivery in 7 days.',
    message: {
      performative: 'propose',
      content: { item: 'IoT sensor S-200', price: 46, qty: 500, delivery: '7 days' },
      conversation_id: 'neg-2025-0412',
    },
  },
  {
    from: 'Buyer agent',
    summary: 'Accepts the seller’s proposal: $46 each for 500 units in 7 days.',
    message: {
      performative: 'accept-proposal',
      content: { item: 'IoT sensor S-200', price: 46, qty: 500, delivery: '7 days' },
      conversation_id: 'neg-2025-0412',
    },
  },
];
