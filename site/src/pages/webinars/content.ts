import { webinar } from '../../components/illustrations';

/** /webinars content. `views` exists on recorded webinars only. */

interface WebinarBase {
  id: string;
  title: string;
  date: string;
  time: string;
  duration: string;
  presenter: string;
  presenterTitle: string;
  image: string;
  description: string;
  tags: string[];
}

export type UpcomingWebinar = WebinarBase;
export interface RecordedWebinar extends WebinarBase {
  views: number;
}

export const featuredWebinar: UpcomingWebinar = {
  id: 'autonomous-procurement-2025',
  title: 'Autonomous Procurement: Letting Agents Negotiate Your Supplier Deals',
  date: 'June 12, 2025',
  time: '11:00 AM ET',
  duration: '60 min',
  presenter: 'Maya Lindqvist',
  presenterTitle: 'Head of Product, Parley',
  image: webinar,
  description:
    'A live session: we configure a buyer agent with margin and budget rules, run a multilateral negotiation against three supplier agents and walk through the transcript round by round.',
  tags: ['Procurement', 'Live demo', 'Multilateral'],
};

export const upcomingWebinars: UpcomingWebinar[] = [
  {
    id: 'rules-that-protect-margin',
    title: 'Rules That Protect Your Margin',
    date: 'June 26, 2025',
    time: '2:00 PM ET',
    duration: '45 min',
    presenter: 'Daniel Okafor',
    presenterTitle: 'Solutions Engineer, Parley',
    image: webinar,
    description: 'Write margin floors, budget caps and approval thresholds that no strategy can override.',
    tags: ['Rules', 'Sales'],
  },
  {
    id: 'erp-integration-workshop',
    title: 'ERP Integration Workshop',
    date: 'July 10, 2025',
    time: '10:00 AM ET',
    duration: '75 min',
    presenter: 'Priya Raman',
    presenterTitle: 'Integration Lead, Parley',
    image: webinar,
    description:
      'Connect SAP or NetSuite so agents negotiate with live costs and stock, and write deals back as orders.',
    tags: ['Integrations', 'ERP'],
  },
  {
    id: 'learning-from-history',
    title: 'How Agents Learn From Your Negotiation History',
    date: 'July 24, 2025',
    time: '1:00 PM ET',
    duration: '60 min',
    presenter: 'Dr. Tomás Ibarra',
    presenterTitle: 'Research Scientist, Parley',
    image: webinar,
    description: 'Counterpart modelling, offline RL and how new strategies are tested before they go live.',
    tags: ['AI', 'Research'],
  },
];

export const recordedWebinars: RecordedWebinar[] = [
  {
    id: 'fipa-acl-primer',
    title: 'FIPA-ACL and A2A: A Primer for Business Teams',
    date: 'April 17, 2025',
    time: '11:00 AM ET',
    duration: '40 min',
    presenter: 'Maya Lindqvist',
    presenterTitle: 'Head of Product, Parley',
    image: webinar,
    description:
      'What the agent protocols are, why standards matter and what a negotiation message looks like.',
    tags: ['Protocols', 'Basics'],
    views: 1840,
  },
  {
    id: 'dynamic-discounting-in-practice',
    title: 'Dynamic Discounting in Practice',
    date: 'March 27, 2025',
    time: '2:00 PM ET',
    duration: '50 min',
    presenter: 'Daniel Okafor',
    presenterTitle: 'Solutions Engineer, Parley',
    image: webinar,
    description:
      'Set up a seller agent that adapts discounts to volume and customer tier without breaching margin.',
    tags: ['Sales', 'Pricing'],
    views: 2315,
  },
  {
    id: 'contract-renewals-at-scale',
    title: 'Contract Renewals at Scale',
    date: 'March 6, 2025',
    time: '10:00 AM ET',
    duration: '55 min',
    presenter: 'Priya Raman',
    presenterTitle: 'Integration Lead, Parley',
    image: webinar,
    description: 'Automating hundreds of supplier renewals ninety days before expiry.',
    tags: ['Contracts', 'Procurement'],
    views: 1297,
  },
];
