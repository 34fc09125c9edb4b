/** /roadmap content: marketing phases, strategic vision and research areas. */

export type RoadmapStatus = 'current' | 'upcoming' | 'future';

export interface RoadmapMilestone {
  name: string;
  completed: boolean;
}

export interface RoadmapPhase {
  quarter: string;
  title: string;
  status: RoadmapStatus;
  description: string;
  milestones: RoadmapMilestone[];
}

/** current blue, upcoming purple (violet), future grey. */
export const roadmapStatusColor: Record<RoadmapStatus, string> = {
  current: 'blue',
  upcoming: 'violet',
  future: 'gray',
};

export const roadmapStatusLabel: Record<RoadmapStatus, string> = {
  current: 'Current',
  upcoming: 'Upcoming',
  future: 'Future',
};

export const roadmapPhases: RoadmapPhase[] = [
  {
    quarter: 'Q2 2025',
    title: 'Foundation',
    status: 'current',
    description: 'The negotiation core: standard protocols and a framework for pluggable strategies.',
    milestones: [
      { name: 'FIPA-ACL protocol support', completed: true },
      { name: 'Negotiation strategy framework', completed: true },
      { name: 'Agent-to-agent (A2A) protocol support', completed: false },
      { name: 'Rule-based guardrails for price, budget and inventory', completed: false },
      { name: 'Early access programme with design partners', completed: false },
    ],
  },
  {
    quarter: 'Q3 2025',
    title: 'Intelligence',
    status: 'upcoming',
    description: 'Agents that learn from negotiation history and adapt to each counterpart.',
    milestones: [
      { name: 'Learning from past negotiation transcripts', completed: false },
      { name: 'Counterpart behaviour profiles', completed: false },
      { name: 'Visual rule editor', completed: false },
    ],
  },
  {
    quarter: 'Q4 2025',
    title: 'Scale',
    status: 'upcoming',
    description: 'Many-party negotiations and the integrations enterprise teams rely on.',
    milestones: [
      { name: 'Multilateral negotiations and reverse auctions', completed: false },
      { name: 'ERP and CRM connectors', completed: false },
      { name: 'Live negotiation dashboard', completed: false },
    ],
  },
  {
    quarter: 'Q1 2026',
    title: 'Ecosystem',
    status: 'future',
    description: 'An open network where verified agents from different companies find and trust each other.',
    milestones: [
      { name: 'Agent directory with reputation scores', completed: false },
      { name: 'Decentralised identities for agents', completed: false },
      { name: 'Public API and webhooks', completed: false },
    ],
  },
  {
    quarter: 'Q2 2026',
    title: 'Autonomy',
    status: 'future',
    description: 'End-to-end deals: from first offer to executed contract and settlement.',
    milestones: [
      { name: 'Smart-contract deal execution', completed: false },
      { name: 'Escrow-backed settlement', completed: false },
      { name: 'Strategy marketplace', completed: false },
    ],
  },
];

export const strategicVision = {
  title: 'Strategic Vision',
  paragraphs: [
    'Most B2B prices are still agreed in email threads and spreadsheets. We believe the next decade of commerce will be negotiated by software agents acting for each side, within rules their owners set and can audit.',
    'Parley is building that layer: standard protocols so any two agents can talk, guardrails so no agent can give away what its owner would not, and learning so every deal makes the next one better.',
  ],
};

export interface ResearchArea {
  title: string;
  description: string;
}

export const researchAreas: ResearchArea[] = [
  {
    title: 'Multi-Issue Negotiation',
    description: 'Trading off price, quantity, delivery and quality at once to find deals both sides prefer.',
  },
  {
    title: 'Reinforcement Learning Strategies',
    description:
      'Concession policies learned offline from real transcripts and checked against safe baselines.',
  },
  {
    title: 'Opponent Modelling',
    description: 'Estimating a counterpart’s reservation price and priorities from how it concedes.',
  },
  {
    title: 'Explainable Negotiation',
    description: 'Plain-language reasons for each offer so people can review and trust what agents did.',
  },
  {
    title: 'Agent Trust and Reputation',
    description: 'Verifiable identities and reputation scores for agents negotiating across companies.',
  },
  {
    title: 'Mechanism Design for Auctions',
    description: 'Auction and multilateral formats that reward honest bidding and fair allocation.',
  },
];
