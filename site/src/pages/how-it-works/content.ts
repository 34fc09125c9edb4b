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
      'Target and walk-away prices, volumes and delivery windows',
      'Business rules such as minimum margin or maximum budget',
      'A negotiation template per category or customer segment',
    ],
  },
  {
    title: 'Deploy Agents',
    description: 'Launch buyer or seller agents that speak standard protocols.',
    details: [
      'FIPA-ACL and agent-to-agent protocol out of the box',
      'Invite counterparts or connect to their agents',
      'Choose a strategy: conservative, balanced or aggressive',
    ],
  },
  {
    title: 'Automated Negotiation',
    description: 'Agents exchange offers and counter-offers until they agree or walk away.',
    details: [
      'Every offer checked against your rules before it is sent',
      'Deals above your thresholds wait for human approval',
      'Full transcript of each round, live in the dashboard',
    ],
  },
  {
    title: 'Insights & Learning',
    description: 'Each outcome makes the next negotiation better.',
    details: [
      'Savings and deal value against list price',
      'Which rules fired and which concessions closed the deal',
      'Strategies retrained on your own history',
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
    description: 'Costs, stock levels and purchase orders flow in; agreed deals flow back as orders.',
    examples: ['SAP S/4HANA', 'Oracle NetSuite', 'Microsoft Dynamics 365'],
  },
  {
    category: 'CRM',
    description: 'Account tiers and history shape offers; outcomes update the opportunity.',
    examples: ['Salesforce', 'HubSpot'],
  },
  {
    category: 'E-commerce',
    description: 'Catalogue prices and promotions become the starting point for negotiation.',
    examples: ['Shopify', 'Adobe Commerce', 'BigCommerce'],
  },
];
