/** /technical-roadmap content: phases 1 to 6 with their tasks, capabilities, security, resources. */

export type TechnicalPhaseStatus = 'completed' | 'inProgress' | 'upcoming';

export interface TechnicalTask {
  name: string;
  completed: boolean;
  details: string;
}

export interface TechnicalPhase {
  /** Tab value; the page opens on `phase1`. */
  id: `phase${number}`;
  title: string;
  status: TechnicalPhaseStatus;
  description: string;
  tasks: TechnicalTask[];
}

export const technicalPhaseStatusLabel: Record<TechnicalPhaseStatus, string> = {
  completed: 'Completed',
  inProgress: 'In Progress',
  upcoming: 'Upcoming',
};

export const DEFAULT_TECHNICAL_PHASE = 'phase1';

export const technicalPhases: TechnicalPhase[] = [
  {
    id: 'phase1',
    title: 'MVP Core',
    status: 'completed',
    description:
      'The smallest engine that closes a deal end to end: a buyer agent and a seller agent exchanging FIPA-ACL messages under a single strategy, with every message logged.',
    tasks: [
      {
        name: 'FIPA-ACL message layer',
        completed: true,
        details:
          'propose, accept-proposal, reject-proposal and inform performatives with conversation_id threading.',
      },
      {
        name: 'Bilateral negotiation loop',
        completed: true,
        details: 'Alternating-offers protocol with round limits, deadlines and a walk-away price per agent.',
      },
      {
        name: 'Strategy framework',
        completed: true,
        details:
          'Pluggable concession strategies (time-dependent, tit-for-tat, Boulware) behind one interface.',
      },
      {
        name: 'Negotiation transcript store',
        completed: true,
        details: 'Append-only log of every offer, so any outcome can be replayed and audited.',
      },
    ],
  },
  {
    id: 'phase2',
    title: 'Rule Engine & Data Integration',
    status: 'completed',
    description:
      'Business guardrails that no strategy can override, and the data connectors agents need to know real costs, stock and contract terms.',
    tasks: [
      {
        name: 'Declarative rule engine',
        completed: true,
        details:
          'Conditions over offer fields (price, quantity, delivery, customer tier) evaluated before every outgoing message.',
      },
      {
        name: 'Margin and budget constraints',
        completed: true,
        details: 'Hard floors such as "reject if price < cost × 1.15" and buyer-side budget caps.',
      },
      {
        name: 'ERP and CRM connectors',
        completed: true,
        details:
          'Read-only sync of product cost, inventory and account tier from SAP, NetSuite, Salesforce and HubSpot.',
      },
      {
        name: 'Agent-to-agent protocol bridge',
        completed: true,
        details: 'Negotiations can run over A2A as well as FIPA-ACL, with the same transcript format.',
      },
    ],
  },
  {
    id: 'phase3',
    title: 'RL Training & Multilateral Auctions',
    status: 'inProgress',
    description:
      'Agents that improve from their own history, and sessions where one buyer negotiates with several sellers at once.',
    tasks: [
      {
        name: 'Offline RL from transcripts',
        completed: true,
        details:
          'Policies trained on anonymised past negotiations, evaluated against the rule-based baseline before release.',
      },
      {
        name: 'Multilateral sessions',
        completed: false,
        details:
          'One buyer, up to twenty sellers, with current_best_offers ranked on price, delivery and quality.',
      },
      {
        name: 'Reverse auction mode',
        completed: false,
        details: 'Sealed and open descending-price rounds with configurable reserve prices.',
      },
      {
        name: 'Strategy A/B testing',
        completed: false,
        details: 'Route a share of sessions to a candidate policy and compare deal value and close rate.',
      },
    ],
  },
  {
    id: 'phase4',
    title: 'Cloud Deployment & Observability',
    status: 'inProgress',
    description:
      'A managed, multi-tenant service you can trust with live deals: isolated tenants, metrics on every session and alerts when an agent behaves unexpectedly.',
    tasks: [
      {
        name: 'Multi-tenant Kubernetes deployment',
        completed: true,
        details: 'Per-tenant namespaces, autoscaled agent workers and regional data residency (EU, US).',
      },
      {
        name: 'Session tracing',
        completed: true,
        details: 'OpenTelemetry traces for every negotiation round, linked to the transcript.',
      },
      {
        name: 'Live negotiation dashboard',
        completed: false,
        details: 'Watch active sessions, current offers and rule hits as they happen.',
      },
      {
        name: 'Anomaly alerts',
        completed: false,
        details: 'Notify owners when concessions, discounts or round counts leave their usual range.',
      },
    ],
  },
  {
    id: 'phase5',
    title: 'Marketplace & Integration',
    status: 'upcoming',
    description:
      'Open the engine to third-party agents: a directory of verified buyers and sellers and integrations into the tools procurement teams already use.',
    tasks: [
      {
        name: 'Agent directory',
        completed: false,
        details: 'Discover counterpart agents by category, protocol support and reputation score.',
      },
      {
        name: 'Decentralised identity for agents',
        completed: false,
        details: 'Each agent holds a DID so counterparts can verify who they are negotiating with.',
      },
      {
        name: 'E-commerce connectors',
        completed: false,
        details: 'Shopify, Adobe Commerce and BigCommerce catalogues as negotiation sources.',
      },
      {
        name: 'Public REST API and webhooks',
        completed: false,
        details: 'Start negotiations and receive outcomes from your own systems.',
      },
    ],
  },
  {
    id: 'phase6',
    title: 'Monetisation & Ecosystem',
    status: 'upcoming',
    description:
      'Usage-based billing, a strategy marketplace and partner programmes so integrators and consultancies can build on Parley.',
    tasks: [
      {
        name: 'Usage metering and billing',
        completed: false,
        details: 'Billing by negotiations per month, matching the public plans.',
      },
      {
        name: 'Strategy marketplace',
        completed: false,
        details: 'Publish and license vetted negotiation strategies and rule packs.',
      },
      {
        name: 'Escrow-backed settlement',
        completed: false,
        details: 'Optional escrow for marketplace deals, released on confirmed delivery.',
      },
      {
        name: 'Partner programme',
        completed: false,
        details: 'Certification and revenue share for system integrators.',
      },
    ],
  },
];

export interface Capability {
  title: string;
  description: string;
  technologies: string[];
  features: string[];
}

export const aiCapabilities: Capability[] = [
  {
    title: 'Negotiation Strategy Models',
    description:
      'Policies that choose the next offer from the transcript so far, your rules and the counterpart’s behaviour.',
    technologies: ['PyTorch', 'Ray RLlib', 'ONNX Runtime'],
    features: ['Offline RL from past deals', 'Counterpart modelling', 'Rule-constrained action space'],
  },
  {
    title: 'Price & Demand Forecasting',
    description:
      'Reservation prices grounded in demand, seasonality and stock levels rather than static price lists.',
    technologies: ['LightGBM', 'Prophet', 'dbt'],
    features: ['SKU-level demand forecasts', 'Inventory-aware floors', 'Weekly retraining'],
  },
  {
    title: 'Protocol & Message Processing',
    description: 'Parse, validate and route FIPA-ACL and agent-to-agent messages at high throughput.',
    technologies: ['FIPA-ACL', 'A2A', 'JSON Schema', 'Kafka'],
    features: ['Schema-checked performatives', 'Conversation threading', 'Exactly-once delivery'],
  },
  {
    title: 'Negotiation Analytics',
    description: 'Turn transcripts into insight: where value was won or conceded, and which rules fired.',
    technologies: ['ClickHouse', 'OpenTelemetry', 'Grafana'],
    features: ['Concession curves', 'Rule hit reports', 'Savings vs. list price'],
  },
];

export interface SecurityArea {
  title: 'Infrastructure Security' | 'Identity & Access' | 'Audit & Compliance';
  items: string[];
}

export const securityAreas: SecurityArea[] = [
  {
    title: 'Infrastructure Security',
    items: [
      'TLS 1.3 in transit, AES-256 at rest',
      'Tenant isolation by namespace and database schema',
      'Regional hosting in the EU and US',
    ],
  },
  {
    title: 'Identity & Access',
    items: ['SSO with SAML 2.0 and OIDC', 'Role-based access per workspace', 'Scoped, rotatable API keys'],
  },
  {
    title: 'Audit & Compliance',
    items: [
      'Immutable negotiation transcripts',
      'GDPR data processing agreement',
      'SOC 2 Type II audit in preparation',
    ],
  },
];
