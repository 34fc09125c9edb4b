import { paths } from '../../config/paths';
import type { FaqItem } from '../../components/disclosure/faq-item';

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
    description: 'Guides for setting up agents, templates and rules.',
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

export type FaqCategory = 'general' | 'billing' | 'technical' | 'security';

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
          'No. Agents, templates and rules are configured in the dashboard. Developers can also run negotiations from their own systems through the public HTTP API (no SDK is needed: it is JSON over HTTP).',
      },
      {
        question: 'Can an agent agree to a deal I would not accept?',
        answer:
          'No. Every outgoing offer is checked against your rules (margin floors, budget caps, inventory limits). Deals above thresholds you set wait for a person to approve them.',
      },
      {
        question: 'Which systems does Parley integrate with?',
        answer:
          'ERP systems such as SAP and NetSuite, CRMs such as Salesforce and HubSpot, and e-commerce platforms such as Shopify. Enterprise plans add custom integrations.',
      },
      {
        question: 'How do agents learn from past negotiations?',
        answer:
          'Each transcript records every offer and outcome. Parley uses them to model counterparts and refine strategies, and tests a new strategy against your current results before using it.',
      },
      {
        question: 'How do I start a free trial?',
        answer:
          'Use Start Free Trial on any page and leave your name, email and company. We set up your workspace and send you the sign-in details.',
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
