/** /api-documentation content (documentation only: the API is described, never called). */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiEndpoint {
  method: HttpMethod;
  path: string;
  description: string;
}

export interface ApiResourceGroup {
  id: 'auth' | 'negotiations' | 'offers' | 'templates' | 'analytics';
  title: string;
  endpoints: ApiEndpoint[];
}

export const API_BASE_PATH = '/v1';

export const apiResourceGroups: ApiResourceGroup[] = [
  {
    id: 'auth',
    title: 'Authentication',
    endpoints: [
      {
        method: 'POST',
        path: '/v1/auth/token',
        description: 'Exchange an API key for a short-lived access token.',
      },
    ],
  },
  {
    id: 'negotiations',
    title: 'Negotiations',
    endpoints: [
      { method: 'GET', path: '/v1/negotiations', description: 'List negotiations, newest first.' },
      { method: 'POST', path: '/v1/negotiations', description: 'Start a negotiation from a template.' },
      {
        method: 'GET',
        path: '/v1/negotiations/{id}',
        description: 'Retrieve one negotiation with its current round.',
      },
      {
        method: 'PUT',
        path: '/v1/negotiations/{id}',
        description: 'Update parameters or pause a negotiation.',
      },
    ],
  },
  {
    id: 'offers',
    title: 'Offers',
    endpoints: [
      {
        method: 'GET',
        path: '/v1/negotiations/{negotiation_id}/offers',
        description: 'List every offer exchanged in a negotiation.',
      },
      {
        method: 'POST',
        path: '/v1/negotiations/{negotiation_id}/offers',
        description: 'Submit a manual offer on behalf of your agent.',
      },
    ],
  },
  {
    id: 'templates',
    title: 'Templates',
    endpoints: [
      { method: 'GET', path: '/v1/templates', description: 'List negotiation templates in your workspace.' },
    ],
  },
  {
    id: 'analytics',
    title: 'Analytics',
    endpoints: [
      {
        method: 'GET',
        path: '/v1/analytics/summary',
        description: 'Savings, close rate and deal value for a period.',
      },
    ],
  },
];

/** The sample response every endpoint shows. */
export const sampleResponse = JSON.stringify(
  {
    id: 'neg_8f3a2c1d',
    name: 'Q3 packaging materials',
    description: 'Corrugated boxes, 40,000 units, delivery by 30 September',
    created_at: '2025-05-01T09:30:00Z',
    status: 'active',
  },
  null,
  2,
);

export const apiSideNav: { group: 'Introduction' | 'Resources' | 'Guides'; items: string[] }[] = [
  { group: 'Introduction', items: ['Overview', 'Authentication', 'Errors', 'Rate limits'] },
  { group: 'Resources', items: ['Negotiations', 'Offers', 'Templates', 'Analytics'] },
  { group: 'Guides', items: ['Quick start', 'Webhooks', 'Pagination', 'Idempotent requests'] },
];

export const apiAuthentication = {
  text: 'Every request carries your API key as a bearer token. Keys are created in the dashboard and can be scoped to read-only or full access. For server-to-server calls you can also exchange the key for a short-lived token at POST /v1/auth/token.',
  example: [
    'curl https://api.parley.example/v1/negotiations \\',
    '  -H "Authorization: Bearer <API key>"',
  ].join('\n'),
};

export interface Sdk {
  language: string;
  install: string;
  community?: boolean;
}

export const sdks: Sdk[] = [
  { language: 'JavaScript/TypeScript', install: 'npm install @parley/sdk' },
  { language: 'Python', install: 'pip install parley-sdk' },
  { language: 'Java', install: 'implementation "com.parley:parley-sdk:1.2.0"' },
  { language: 'Ruby', install: 'gem install parley-ruby', community: true },
  { language: 'PHP', install: 'composer require parley-community/parley-php', community: true },
];

export interface ChangelogEntry {
  version: string;
  date: string;
  changes: string[];
}

export const changelog: ChangelogEntry[] = [
  {
    version: 'v1.2.0',
    date: 'May 1, 2025',
    changes: [
      'Added GET /v1/analytics/summary',
      'Offers include a quality field',
      'Webhooks for negotiation status changes',
    ],
  },
  {
    version: 'v1.1.0',
    date: 'April 10, 2025',
    changes: ['Added PUT /v1/negotiations/{id} to pause or update', 'Templates list supports pagination'],
  },
  {
    version: 'v1.0.0',
    date: 'March 15, 2025',
    changes: ['First public release: authentication, negotiations, offers and templates'],
  },
];
