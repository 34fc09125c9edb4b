/** /how-it-works content: the four steps and the integration section. */

export interface HowItWorksStep {
  title: string;
  description: string;
  details: string[];
}

export const howItWorksSteps: HowItWorksStep[] = [
  {
    title: 'Configure Parameters',
    description: 'Tell your agent what a good deal looks like.',
    details: [
      'Target and walk-away prices for each side',
      'Priorities over price, quantity, delivery and payment terms',
      'A deadline in rounds',
    ],
  },
  {
    title: 'Deploy Agents',
    description: 'Run buyer and seller agents that speak FIPA-ACL.',
    details: [
      'FIPA-ACL messages out of the box',
      'One buyer against one seller, or against two to five suppliers at once',
      'Choose a strategy: Boulware, Linear, Conceder, Tit-for-tat or Adaptive',
    ],
  },
  {
    title: 'Automated Negotiation',
    description: 'Agents exchange offers and counter-offers until they agree or walk away.',
    details: [
      'No offer or acceptance beyond a side’s reservation price',
      'The deadline ends it: a deal, or none',
      'The full transcript of each round, replayable in the playground and exported as JSON',
    ],
  },
  {
    title: 'Insights & Learning',
    description: 'Each outcome measured, and what was learned about the counterpart kept.',
    details: [
      'Contract value and savings against the opening ask and your reservation price',
      'What each side gave up, and how far the deal is from the Nash bargaining point',
      'The buyer’s model of a counterpart carried into the next negotiation with it',
    ],
  },
];

export interface Integration {
  category: 'ERP' | 'CRM' | 'E-commerce';
  description: string;
  examples: string[];
}

export const integrations: Integration[] = [
  {
    category: 'ERP',
    description:
      'No connector yet: your ERP, or a script beside it, sends costs and limits as a scenario to the engine API and reads the agreed terms back as JSON.',
    examples: ['Engine API', 'Connector planned'],
  },
  {
    category: 'CRM',
    description:
      'No connector yet: a counterpart’s terms become a side’s priorities and limits in the scenario you send, and the transcript is yours to file.',
    examples: ['Engine API', 'Connector planned'],
  },
  {
    category: 'E-commerce',
    description:
      'No connector yet: a catalogue price becomes the seller’s target, and its floor the reservation, in the scenario you send.',
    examples: ['Engine API', 'Connector planned'],
  },
];
