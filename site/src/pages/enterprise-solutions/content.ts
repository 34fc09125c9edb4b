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
    title: 'Unlimited Concurrent Negotiations',
    description:
      'Run thousands of buyer and seller sessions in parallel across regions, suppliers and product lines without queueing.',
    icon: IconBuildingSkyscraper,
  },
  {
    title: 'ERP, CRM and Procurement Integrations',
    description:
      'Connect SAP, Oracle, NetSuite, Salesforce and Coupa so agents negotiate with live costs, stock and contract terms.',
    icon: IconPlugConnected,
  },
  {
    title: 'Security and Compliance',
    description:
      'SSO (SAML, OIDC), role-based access, regional data residency and immutable transcripts for every negotiation.',
    icon: IconShieldLock,
  },
  {
    title: 'Custom Strategy Models',
    description:
      'Agents trained on your own negotiation history, evaluated against your current outcomes before they go live.',
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
