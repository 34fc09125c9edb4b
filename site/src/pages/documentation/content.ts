import type { FaqItem } from '../../components/disclosure/faq-item';
import { PUBLIC_API } from '../../config/public-api';
import { EXAMPLE_REQUEST } from '../../features/engine-api/example-request';

/** /documentation content: sidebar sections, overview, guides, the API example and the FAQ. */

export const docsSidebar: { group: string; items: string[] }[] = [
  { group: 'Getting Started', items: ['Introduction', 'Quick start', 'Core concepts', 'Glossary'] },
  { group: 'Agents', items: ['Buyer agents', 'Seller agents', 'Strategies', 'Protocol: FIPA-ACL'] },
  {
    group: 'Rules',
    items: ['Reservation price rules', 'Target prices', 'Priorities over the issues', 'Deadline rules'],
  },
  {
    group: 'Integrations',
    items: ['Engine API', 'OpenAPI document', 'ERP connectors (planned)', 'CRM connectors (planned)'],
  },
];

export const docsOverview = {
  intro:
    'Parley runs negotiations between software agents. You describe what a good deal is for each side, the limits it must never cross and the strategy to use; the agents exchange offers until one accepts or the deadline passes.',
  concepts: [
    {
      term: 'Agent',
      text: 'A buyer or seller that negotiates on your behalf over FIPA-ACL.',
    },
    {
      term: 'Negotiation',
      text: 'One session between your agent and one or more counterparts, made of rounds of offers.',
    },
    {
      term: 'Scenario',
      text: 'One deal to negotiate: the item, a deadline in rounds, and each side’s reservation and target prices, priorities and strategy.',
    },
    {
      term: 'Limit',
      text: 'A side’s reservation price and the deadline: an agent never proposes or accepts a price beyond its reservation, and no offer follows the deadline.',
    },
  ],
};

export const docsGuides: { title: string; steps: string[] }[] = [
  {
    title: 'Run your first negotiation',
    steps: [
      'Open the playground and pick a preset, or set the item and the deadline.',
      'Give each agent its reservation (walk-away) and target prices, its priorities and a strategy.',
      'Run the negotiation in your browser, or from your systems through the API.',
      'Replay the rounds and review the transcript, the outcome and how close it came to the Nash point.',
    ],
  },
  {
    title: 'Call the engine from your systems',
    steps: [
      'Build a scenario from your own data: item, deadline, and each side’s reservation, target, priorities and strategy.',
      `POST it as JSON to ${PUBLIC_API.negotiations} (no key needed).`,
      'Read the agreed terms, or why there was no deal, from the answer’s outcome, and keep its transcript.',
    ],
  },
  {
    title: 'Negotiate with several suppliers',
    steps: [
      'Give the buyer’s limits and two to five suppliers, each with its own limits, priorities and strategy.',
      `POST them to ${PUBLIC_API.multiSupplier}.`,
      'The answer names the one winner and why; every other thread is declined.',
    ],
  },
];

/** The engine API as it is (the full reference is /api-documentation, whose example this is). */
export const docsApiExample = {
  description:
    'Run a negotiation between a buyer agent and a seller agent: send a scenario, get the FIPA-ACL transcript and the outcome. The API is public: no key needed.',
  request: [
    `POST ${PUBLIC_API.negotiations}`,
    'Content-Type: application/json',
    '',
    JSON.stringify(EXAMPLE_REQUEST, null, 2),
  ].join('\n'),
};

export const docsFaq: FaqItem[] = [
  {
    question: 'Which protocols do agents support?',
    answer:
      'FIPA-ACL: every message of a negotiation is a FIPA-ACL message in its transcript. The agent-to-agent (A2A) protocol is not supported yet.',
  },
  {
    question: 'Can I test without negotiating with real counterparts?',
    answer:
      'Yes. Every negotiation Parley runs today is between software agents: in the playground and through the API, you configure both sides, and nothing is sent to a real counterpart.',
  },
  {
    question: 'Do I need an API key?',
    answer:
      'No. The negotiation API is public and stores nothing; it is limited per client instead (see API Documentation).',
  },
  {
    question: 'What happens when an offer is beyond a side’s limits?',
    answer:
      'An agent never proposes a price beyond its reservation, and never accepts one: it answers with a counter-offer, and if no offer both sides accept comes before the deadline, the negotiation ends without a deal. There are no custom rules (such as margin formulas) yet.',
  },
];
