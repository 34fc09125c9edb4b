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
      'SSO (SAML, OIDC), role-based access, regional data residency and immutable transcripts for every negotiation.',
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
      'Approval thresholds, per-team rule sets and a human-in-the-loop step for deals above the limits you choose.',
    icon: IconUsersGroup,
  },
  {
    title: 'Dedicated Success Team',
    description:
      'A named account manager, solution engineers for roll-out and an SLA with priority support around the clock.',
    icon: IconHeadset,
  },
];
