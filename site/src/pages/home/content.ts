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
      'Agents speak FIPA-ACL and an agent-to-agent protocol, so every offer, counter-offer and acceptance is a typed, auditable message.',
  },
  {
    title: 'Scalable architecture',
    description:
      'Run thousands of concurrent negotiation sessions; each buyer and seller agent scales independently of the others.',
  },
  {
    title: 'AI-powered strategies',
    description:
      'Concession curves, anchoring and bundling strategies tuned on your own deal history instead of generic playbooks.',
  },
  {
    title: 'Rule-based guardrails',
    description:
      'Hard limits the agents can never cross: never sell below cost × 1.15, cap discounts per customer tier, respect budgets.',
  },
  {
    title: 'Modular and extensible',
    description: 'Plug in your own strategies, scoring functions and data sources through a documented API.',
  },
  {
    title: 'Full visibility monitoring',
    description:
      'Every round of every negotiation is logged and replayable, with dashboards for outcomes and savings.',
  },
];

export const steps: Feature[] = [
  {
    title: 'Protocol setup',
    description: 'Connect your catalogue and choose the message protocol your partners speak.',
  },
  {
    title: 'Strategy definition',
    description: 'Set goals, walk-away points and the rules each agent must obey.',
  },
  {
    title: 'Autonomous negotiation',
    description: 'Buyer and seller agents exchange proposals until they agree or walk away.',
  },
  {
    title: 'Learning and adaptation',
    description: 'Outcomes feed back into strategy, so the next negotiation starts smarter.',
  },
  {
    title: 'Deal execution',
    description: 'Agreed terms flow to your ERP as orders, with the full audit trail attached.',
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
    description: 'Offer the right discount to the right buyer, inside margin rules.',
    image: dynamicDiscounting,
  },
  {
    title: 'Inventory clearance',
    description: 'Move ageing stock fast by negotiating bundles and volume prices.',
    image: inventoryClearance,
  },
  {
    title: 'Demand-based bundling',
    description: 'Agents propose bundles that match what each buyer actually needs.',
    image: demandBasedBundling,
  },
  {
    title: 'Flash sale events',
    description: 'Hundreds of negotiations at once during time-limited events.',
    image: flashSale,
  },
  {
    title: 'Supply chain optimization',
    description: 'Balance price, delivery date and quality across many suppliers.',
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
      'Bilateral and multilateral negotiations, many concurrent sessions per agent, auctions across suppliers.',
  },
  {
    title: 'Adaptive learning',
    description:
      'Strategies learn from the history of past negotiations: which concessions closed deals and which did not.',
  },
  {
    title: 'Custom rule logic',
    description:
      'A visual rule editor with conditional logic, compliance checks and budget and inventory constraints.',
  },
];

export const industries = ['Retail', 'Manufacturing', 'Wholesale', 'Healthcare', 'Technology', 'Logistics'];
export const integrations = ['ERP', 'CRM', 'E-commerce platforms'];

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
    summary: 'Counter-proposes $46 each with faster delivery in 10 days.',
    message: {
      performative: 'propose',
      content: { item: 'IoT sensor S-200', price: 46, qty: 500, delivery: '10 days' },
      conversation_id: 'neg-2025-0412',
    },
  },
  {
    from: 'Buyer agent',
    summary: 'Accepts the seller’s proposal: $46 each for 500 units in 10 days.',
    message: {
      performative: 'accept-proposal',
      content: { item: 'IoT sensor S-200', price: 46, qty: 500, delivery: '10 days' },
      conversation_id: 'neg-2025-0412',
    },
  },
];
