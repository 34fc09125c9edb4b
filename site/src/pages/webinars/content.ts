import { webinar } from '../../components/illustrations';

/**
 * /webinars content. `views` exists on recorded webinars only. `startsAt` is the moment the session
 * starts (ISO 8601 with its offset): what decides whether a webinar is still upcoming
 * (./webinar-schedule.ts); `date` and `time` are how it is shown, and a test holds them to `startsAt`.
 */

interface WebinarBase {
  id: string;
  title: string;
  startsAt: string;
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
  startsAt: '2025-06-12T11:00:00-04:00',
  date: 'June 12, 2025',
  time: '11:00 AM ET',
  duration: '60 min',
  presenter: 'Maya Lindqvist',
  presenterTitle: 'Head of Product, Parley',
  image: webinar,
  description:
    'A live session: we give a buyer agent its reservation and target prices and a strategy, run it against three supplier agents at once and walk through the transcripts round by round.',
  tags: ['Procurement', 'Live demo', 'Multi-supplier'],
};

export const upcomingWebinars: UpcomingWebinar[] = [
  {
    id: 'rules-that-protect-margin',
    title: 'Rules That Protect Your Margin',
    startsAt: '2025-06-26T14:00:00-04:00',
    date: 'June 26, 2025',
    time: '2:00 PM ET',
    duration: '45 min',
    presenter: 'Daniel Okafor',
    presenterTitle: 'Solutions Engineer, Parley',
    image: webinar,
    description:
      'Set reservation prices and deadlines that no strategy can override. Margin formulas, budget caps and approval steps are on the roadmap.',
    tags: ['Rules', 'Sales'],
  },
  {
    id: 'erp-integration-workshop',
    title: 'ERP Integration Workshop',
    startsAt: '2025-07-10T10:00:00-04:00',
    date: 'July 10, 2025',
    time: '10:00 AM ET',
    duration: '75 min',
    presenter: 'Priya Raman',
    presenterTitle: 'Integration Lead, Parley',
    image: webinar,
    description:
      'There is no ERP connector yet: build scenarios from your ERP’s costs and stock, send them to the engine API and hand the agreed terms to your purchasing system.',
    tags: ['Integrations', 'ERP'],
  },
  {
    id: 'learning-from-history',
    title: 'How Agents Learn From a Counterpart’s Offers',
    startsAt: '2025-07-24T13:00:00-04:00',
    date: 'July 24, 2025',
    time: '1:00 PM ET',
    duration: '60 min',
    presenter: 'Dr. Tomás Ibarra',
    presenterTitle: 'Research Scientist, Parley',
    image: webinar,
    description:
      'Counterpart modelling from offers, carrying a model into the next run, and comparing strategies in a tournament. Offline RL is on the roadmap.',
    tags: ['AI', 'Research'],
  },
];

export const recordedWebinars: RecordedWebinar[] = [
  {
    id: 'fipa-acl-primer',
    title: 'FIPA-ACL and A2A: A Primer for Business Teams',
    startsAt: '2025-04-17T11:00:00-04:00',
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
    startsAt: '2025-03-27T14:00:00-04:00',
    date: 'March 27, 2025',
    time: '2:00 PM ET',
    duration: '50 min',
    presenter: 'Daniel Okafor',
    presenterTitle: 'Solutions Engineer, Parley',
    image: webinar,
    description:
      'Set up a seller agent that trades discounts against volume and payment terms without going below its reservation price.',
    tags: ['Sales', 'Pricing'],
    views: 2315,
  },
  {
    id: 'contract-renewals-at-scale',
    title: 'Contract Renewals at Scale',
    startsAt: '2025-03-06T10:00:00-05:00',
    date: 'March 6, 2025',
    time: '10:00 AM ET',
    duration: '55 min',
    presenter: 'Priya Raman',
    presenterTitle: 'Integration Lead, Parley',
    image: webinar,
    description:
      'Running renewals as negotiations with the new term’s limits, with one supplier or several at once.',
    tags: ['Contracts', 'Procurement'],
    views: 1297,
  },
];
