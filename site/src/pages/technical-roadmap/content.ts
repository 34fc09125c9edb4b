import type { TechnicalPhaseId } from './phase-ids';

/** /technical-roadmap content: phases 1 to 6 with their tasks, capabilities, security, resources. */

export type TechnicalPhaseStatus = 'completed' | 'inProgress' | 'upcoming';

export interface TechnicalTask {
  name: string;
  completed: boolean;
  details: string;
}

export interface TechnicalPhase {
  /** Tab value; the page opens on `phase1`. */
  id: TechnicalPhaseId;
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
      'The smallest engine that closes a deal end to end: a buyer agent and a seller agent exchanging FIPA-ACL messages under a strategy each, with every message in the transcript.',
    tasks: [
      {
        name: 'FIPA-ACL message layer',
        completed: true,
        details:
          'cfp, propose, accept-proposal, reject-proposal and inform performatives with conversation_id threading.',
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
          'Agents composed of a bidding tactic, an acceptance condition and an opponent model (the BOA architecture): time-dependent, tit-for-tat and adaptive tactics.',
      },
      {
        name: 'Negotiation transcript',
        completed: true,
        details:
          'Every message of a run in its transcript, replayed round by round in the playground and exported as JSON; the API returns it and stores nothing.',
      },
    ],
  },
  {
    id: 'phase2',
    title: 'Rule Engine & Data Integration',
    status: 'inProgress',
    description:
      'Business guardrails that no strategy can override, and the ways your data reaches the agents. Built: each side’s limits and the public engine API; the rule engine and the connectors are not built yet.',
    tasks: [
      {
        name: 'Reservation limits',
        completed: true,
        details:
          'Each side’s reservation price is checked on every offer and every acceptance, and no offer follows the deadline.',
      },
      {
        name: 'Public engine API',
        completed: true,
        details:
          'Your systems send a scenario built from their own data as JSON and read back the transcript and the agreed terms; described by an OpenAPI 3.1 document.',
      },
      {
        name: 'Declarative rule engine',
        completed: false,
        details:
          'Conditions over offer fields (price, quantity, delivery) checked before every outgoing message, such as margin floors and budget caps.',
      },
      {
        name: 'ERP and CRM connectors',
        completed: false,
        details: 'Read-only sync of product cost, inventory and account tier from the systems you use.',
      },
      {
        name: 'Agent-to-agent protocol bridge',
        completed: false,
        details: 'Negotiations over A2A as well as FIPA-ACL, with the same transcript format.',
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
        completed: false,
        details:
          'Policies trained on anonymised past negotiations, evaluated against today’s strategies before release.',
      },
      {
        name: 'Multi-supplier sessions',
        completed: true,
        details:
          'One buyer and two to five suppliers in parallel threads to one deadline; the best standing offer is the buyer’s fallback everywhere, and at most one deal is made.',
      },
      {
        name: 'Multilateral sessions at scale',
        completed: false,
        details: 'One buyer and up to twenty sellers, ranked on price, delivery and quality.',
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
        name: 'Production server',
        completed: true,
        details:
          'One Node server renders the site and serves the engine API, with security headers, per-client rate limits and deploys that keep open pages working.',
      },
      {
        name: 'Multi-tenant Kubernetes deployment',
        completed: false,
        details: 'Per-tenant namespaces, autoscaled agent workers and regional data residency (EU, US).',
      },
      {
        name: 'Session tracing',
        completed: false,
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
        name: 'API keys and webhooks',
        completed: false,
        details:
          'The public API runs negotiations today, without keys and storing nothing; next, keys, stored negotiations and webhooks that report outcomes.',
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
      'Agents that choose the next offer from the counterpart’s offers so far, their own limits and the time left, built from a bidding tactic, an acceptance condition and an opponent model.',
    technologies: ['TypeScript', 'BOA architecture', 'Faratin tactics'],
    features: [
      'Time-dependent, tit-for-tat and adaptive tactics',
      'Counterpart modelling',
      'Offline RL: planned',
    ],
  },
  {
    title: 'Price & Demand Forecasting',
    description:
      'Planned: reservation prices grounded in demand, seasonality and stock levels. Today each side’s reservation and target prices are the ones you give.',
    technologies: ['Not built yet'],
    features: ['Demand forecasts: planned', 'Stock-aware limits: planned'],
  },
  {
    title: 'Protocol & Message Processing',
    description:
      'Every message has FIPA-ACL’s shape: a performative, sender, receiver, content and conversation id. The agent-to-agent (A2A) protocol is planned.',
    technologies: ['FIPA-ACL', 'JSON Schema', 'zod'],
    features: ['Schema-checked scenarios', 'Conversation threading', 'One thread per supplier'],
  },
  {
    title: 'Negotiation Analytics',
    description:
      'Each run measured against the zone of agreement, and strategies compared over many scenarios in the playground’s tournament.',
    technologies: ['TypeScript', 'Web Workers'],
    features: [
      'Pareto frontier, Nash and Kalai–Smorodinsky points',
      'Distance to the frontier',
      'Strategy tournament',
    ],
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
      'A strict Content Security Policy and security headers on every page',
      'Rate limits on the engine API, sign-ins and lead forms',
      'The engine API stores nothing it is sent',
    ],
  },
  {
    title: 'Identity & Access',
    items: [
      'Email and password accounts, confirmed by email',
      'Row-level security in the database on every table',
      'Single sign-on, workspace roles and API keys: planned',
    ],
  },
  {
    title: 'Audit & Compliance',
    items: [
      'The FIPA-ACL transcript of every negotiation, exportable as JSON',
      'Every saved version of a blog post kept by the database',
      'No SOC 2 report or other certification yet',
    ],
  },
];
