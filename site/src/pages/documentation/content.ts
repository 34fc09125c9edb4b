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
    'Parley runs negotiations between software agents. You describe what a good deal is, the rules that must never be broken and the strategy to use; agents exchange offers with counterparts until they agree or walk away.',
  concepts: [
    {
      term: 'Agent',
      text: 'A buyer or seller that negotiates on your behalf over FIPA-ACL.',
    },
    {
      term: 'Negotiation',
      text: 'One session between your agent and one or more counterparts, made of rounds of offers.',
    },
    { term: 'Template', text: 'Reusable defaults for a category: target price, limits, strategy and rules.' },
    {
      term: 'Rule',
      text: 'A guardrail checked before every offer, such as “reject if price < cost × 1.15”.',
    },
  ],
};

export const docsGuides: { title: string; steps: string[] }[] = [
  {
    title: 'Run your first negotiation',
    steps: [
      'Create a template with your target and walk-away price.',
      'Add a margin rule so no offer goes below cost × 1.15.',
      'Start a negotiation from the dashboard or the API.',
      'Follow the rounds live and review the transcript.',
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
      'Yes. Sandbox negotiations run against simulated counterparts and do not count towards your plan.',
  },
  {
    question: 'Do I need an API key?',
    answer:
      'No. The negotiation API is public and stores nothing; it is limited per client instead (see API Documentation).',
  },
  {
    question: 'What happens when a rule blocks an offer?',
    answer:
      'The offer is not sent; the agent chooses the next best offer that passes, or ends the negotiation.',
  },
];
