import { paths } from '../../config/paths';
import type { FaqItem } from '../../components/disclosure/faq-item';
import type { FaqCategory } from './faq-categories';

/** /support content: resource cards, popular resources, FAQ tabs and other contact options. */

export interface SupportLink {
  title: string;
  description: string;
  to: string;
  cta: string;
}

export const supportResources: SupportLink[] = [
  {
    title: 'Documentation',
    description: 'Guides for setting up agents, their limits and strategies, and the engine API.',
    to: paths.documentation,
    cta: 'Browse Docs',
  },
  {
    title: 'Contact Support',
    description: 'Write to our team; we answer within 24 hours.',
    to: paths.contact,
    cta: 'Contact Us',
  },
  {
    title: 'Video Tutorials',
    description: 'Recorded walkthroughs and live training webinars.',
    to: paths.webinars,
    cta: 'Watch Videos',
  },
];

export const popularResources: SupportLink[] = [
  {
    title: 'Getting started with your first agent',
    description: 'Configure parameters, choose a strategy and run a test negotiation.',
    to: paths.documentation,
    cta: 'Read guide',
  },
  {
    title: 'Calling the negotiation API',
    description: 'Send a scenario to /api/v1/negotiations: no key needed.',
    to: paths.apiDocumentation,
    cta: 'Open API docs',
  },
  {
    title: 'Choosing the right plan',
    description: 'How negotiations per month are counted and how to change plan.',
    to: paths.pricing,
    cta: 'Compare plans',
  },
  {
    title: 'What is on the roadmap',
    description: 'Phases shipped and in progress, from RL training to the marketplace.',
    to: paths.technicalRoadmap,
    cta: 'View roadmap',
  },
];

export type { FaqCategory };

export interface FaqTab {
  value: FaqCategory;
  label: string;
  /** Empty: the tab shows a placeholder (only General has questions so far). */
  items: FaqItem[];
}

export const supportFaqTabs: FaqTab[] = [
  {
    value: 'general',
    label: 'General',
    items: [
      {
        question: 'What is Parley?',
        answer:
          'Parley is an AI negotiation engine. Autonomous buyer and seller agents exchange offers over FIPA-ACL, stay within the limits you set and learn the other side’s priorities from its offers.',
      },
      {
        question: 'Do I need technical skills to use Parley?',
        answer:
          'No. In the playground you set up both agents with a form (a preset, or each side’s limits, priorities and strategy) and watch them negotiate in your browser. Developers can also run negotiations from their own systems through the public HTTP API (no SDK is needed: it is JSON over HTTP).',
      },
      {
        question: 'Can an agent agree to a deal I would not accept?',
        answer:
          'No. An agent never proposes or accepts a price beyond the reservation price you give it, never accepts an offer worth less to it than the best it has already received, and makes no offer after the deadline. Other rules (margin formulas, budget caps, stock) and approval steps are not built yet.',
      },
      {
        question: 'Which systems does Parley integrate with?',
        answer:
          'None yet: Parley has no connector to ERP, CRM or e-commerce systems. Your systems can call the public engine API (JSON over HTTP, described by an OpenAPI document) with a scenario built from their own data, and keep the transcript and the agreed terms it answers.',
      },
      {
        question: 'How do agents learn from past negotiations?',
        answer:
          'Within a negotiation, each agent models the other side from its offers: which issues it concedes on first, and so what it cares about. In the playground, the buyer can carry that model into its next run against the same kind of seller; it is kept in your browser only. The playground’s tournament compares the strategies on many scenarios, for you to choose from; nothing changes a strategy on its own.',
      },
      {
        question: 'How do I start a free trial?',
        answer:
          'Use Start Free Trial on any page and leave your name, email and company; our team receives your request and contacts you. The playground and the engine API need no account: you can try them now.',
      },
    ],
  },
  { value: 'billing', label: 'Account & Billing', items: [] },
  { value: 'technical', label: 'Technical', items: [] },
  { value: 'security', label: 'Security', items: [] },
];

export const supportOptions = {
  phone: { title: 'Phone Support', text: 'Available to Enterprise customers through their dedicated line.' },
  email: { title: 'Email Support', text: 'We reply to every request within 24 hours.' },
  chat: { title: 'Live Chat', text: 'Monday-Friday 9am-6pm ET' },
  enterprise: {
    title: 'Enterprise Support',
    text: 'A dedicated account manager, SLA-backed response times and priority escalation.',
  },
} as const;
