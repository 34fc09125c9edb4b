import {
  IconBuildingSkyscraper,
  IconChartDots3,
  IconHeadset,
  IconPlugConnected,
  IconShieldLock,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

/** /enterprise-solutions content: the six feature cards. */
export interface EnterpriseFeature {
  title: string;
  description: string;
  icon: Icon;
}

export const enterpriseFeatures: EnterpriseFeature[] = [
  {
    title: 'Parallel Supplier Negotiations',
    description:
      'One buyer negotiates with two to five suppliers at once, each in its own thread, and makes at most one deal; the engine API runs each negotiation as it is asked, within a per-client rate limit.',
    icon: IconBuildingSkyscraper,
  },
  {
    title: 'A Public Engine API',
    description:
      'Your systems send a scenario as JSON and read back the FIPA-ACL transcript and the agreed terms, described by an OpenAPI 3.1 document. ERP, CRM and procurement connectors are not built yet.',
    icon: IconPlugConnected,
  },
  {
    title: 'Security and Compliance',
    description:
      'The engine API stores no scenario and no transcript: it answers and forgets. Accounts sign in with email and password, the database’s row-level security decides who reads and writes every table, and pages are served with a strict Content Security Policy. Single sign-on, roles beyond the blog’s admins and data residency choices are not offered yet.',
    icon: IconShieldLock,
  },
  {
    title: 'Configurable Agents',
    description:
      'Five named strategies, or an agent composed from its parts: a bidding tactic (time-dependent, tit-for-tat or adaptive), an acceptance condition and an opponent model that can carry what it learned into the next negotiation.',
    icon: IconChartDots3,
  },
  {
    title: 'Team Governance',
    description:
      'Each agent’s limits travel with its scenario: it never proposes or accepts a price beyond its reservation and stops at the deadline, and every message is kept in the transcript you receive. Approval steps, shared rule sets and team workspaces are planned, not built.',
    icon: IconUsersGroup,
  },
  {
    title: 'Dedicated Success Team',
    description: 'A named account manager, solution engineers for roll-out and an SLA with priority support.',
    icon: IconHeadset,
  },
];
