import { PUBLIC_API } from '../../config/public-api';

// /api-documentation: what the engine API does today, and nothing it does not. The rules below
// restate the engine's own (packages/negotiation) so this page does not download the engine;
// content.test.ts fails the moment they differ from it or from the live endpoint.

export interface FieldRule {
  field: string;
  type: string;
  rule: string;
}

/** Every field of the request: all are required but postSettlement. `side` is `buyer` or `seller`. */
export const REQUEST_FIELDS: FieldRule[] = [
  {
    field: 'item',
    type: 'string',
    rule: 'One of "Industrial sensors", "Office laptops", "Steel coils", "Cloud storage (TB)".',
  },
  {
    field: 'deadline',
    type: 'integer',
    rule: 'Rounds (one offer each) before the negotiation ends without a deal: 2 to 100.',
  },
  {
    field: 'side.reservation',
    type: 'number',
    rule: 'The worst acceptable unit price (highest for the buyer, lowest for the seller): above 0, at most 1000000.',
  },
  {
    field: 'side.target',
    type: 'number',
    rule: "The unit price hoped for: above 0, at most 1000000; the buyer's not above its reservation, the seller's not below its own.",
  },
  {
    field: 'side.weights.price, .quantity, .delivery, .payment',
    type: 'number',
    rule: 'Priorities over the issues, 0 to 10 each (normalised to sum to 1); at least one above 0.',
  },
  {
    field: 'side.strategy',
    type: 'string',
    rule: 'One of "boulware", "linear", "conceder", "tit-for-tat", "adaptive".',
  },
  {
    field: 'postSettlement',
    type: 'boolean',
    rule: "Optional, off unless true: after a deal, Raiffa's post-settlement step. A mediator who learns both sides' priorities only then proposes the deal with the largest product of utilities among those better for one side and no worse for the other; it replaces the deal only if both consent. Answered in outcome.post_settlement.",
  },
];

/** The answer's fields (version 1; fields are only ever added within it). */
export const RESPONSE_FIELDS: FieldRule[] = [
  { field: 'api_version', type: 'string', rule: '"1".' },
  { field: 'scenario', type: 'object', rule: 'The scenario that ran, as the engine read it.' },
  {
    field: 'seed',
    type: 'integer',
    rule: "The engine's seed: always 1 here (the playground's export of a run names its own).",
  },
  {
    field: 'transcript',
    type: 'array',
    rule: 'Every FIPA-ACL message in order: performative (cfp, propose, accept-proposal, reject-proposal, inform), sender, receiver, content (item, price, qty, delivery, payment, result), conversation_id, reply_with, in_reply_to, round.',
  },
  {
    field: 'outcome',
    type: 'object',
    rule: 'result ("agreement", "deadline" or "no-zone-of-agreement") and agreement: its terms, round and each side\'s utility (0 to 1), or null. With postSettlement: true, also post_settlement: the mediator\'s proposal (terms and utilities, or null when no deal is better for one side and no worse for the other), each side\'s consent, and settled (the proposal if both consented, else the deal); null without a deal.',
  },
  {
    field: 'metrics',
    type: 'object',
    rule: 'rounds, offers, pareto_frontier_size, nash (the deal maximising the product of both utilities, or null) and distance_to_nash (null without an agreement).',
  },
];

export interface ErrorRow {
  status: number;
  codes: string;
  when: string;
}

export const ERRORS: ErrorRow[] = [
  { status: 400, codes: 'empty_body, invalid_json', when: 'No body, or a body that is not JSON in UTF-8.' },
  {
    status: 400,
    codes: 'repeated_key, too_deep',
    when: `A key given twice in one object; JSON nested deeper than ${PUBLIC_API.maxJsonDepth} levels.`,
  },
  {
    status: 400,
    codes: 'invalid_request',
    when: 'A field missing, of the wrong type or out of range: each one in issues, by its path (buyer.reservation).',
  },
  {
    status: 405,
    codes: 'method_not_allowed',
    when: 'Any method but POST; the Allow header lists the right ones.',
  },
  {
    status: 408,
    codes: 'request_timeout',
    when: `A body that did not arrive within ${PUBLIC_API.bodyTimeoutSeconds} seconds; the connection is closed.`,
  },
  { status: 413, codes: 'body_too_large', when: `A body over ${PUBLIC_API.maxBodyBytes} bytes.` },
  {
    status: 415,
    codes: 'unsupported_media_type',
    when: 'A body not sent as Content-Type: application/json.',
  },
  {
    status: 429,
    codes: 'rate_limited',
    when: `More than ${PUBLIC_API.perSecond} requests in a second or ${PUBLIC_API.perMinute} in a minute from one client, or ${PUBLIC_API.perNetwork.ipv6.perSecond} and ${PUBLIC_API.perNetwork.ipv6.perMinute} from one IPv6 /48 (${PUBLIC_API.perNetwork.ipv4.perSecond} and ${PUBLIC_API.perNetwork.ipv4.perMinute} from one IPv4 /24); Retry-After says how many seconds to wait.`,
  },
  {
    status: 503,
    codes: 'busy',
    when: `The server has spent this second's engine time (${PUBLIC_API.engineMsPerSecond} ms over every client, at most ${PUBLIC_API.engineMsPerNetwork} ms for one network; the last ${PUBLIC_API.engineMsKeptForLightClients} ms only for clients that have used little of it this second); Retry-After says 1.`,
  },
];

export const ERROR_EXAMPLE = JSON.stringify(
  {
    error: {
      code: 'invalid_request',
      message:
        'The scenario is not valid: buyer.reservation: Invalid input: expected number, received string',
      issues: [{ path: 'buyer.reservation', message: 'Invalid input: expected number, received string' }],
    },
  },
  null,
  2,
);

/** What the product does not offer: said plainly, so no reader looks for it. */
export const NOT_OFFERED = [
  'API keys and accounts: the API is public and needs none.',
  'Stored negotiations: nothing is kept; each request runs one negotiation and answers it.',
  'Webhooks, SDKs and other endpoints: the two negotiation endpoints and their OpenAPI document are the whole API today.',
  'Your own strategies, scoring functions or data sources: a request chooses among the engine’s strategies and sets each side’s limits and priorities.',
];

/** The multi-supplier request's fields beyond a bilateral scenario's (its buyer is a side as above). */
export const MULTI_SUPPLIER_REQUEST_FIELDS: FieldRule[] = [
  { field: 'item, deadline, buyer', type: '', rule: 'As in a bilateral scenario.' },
  {
    field: 'suppliers',
    type: 'array',
    rule: `2 to 5 sides, each with the fields of a side (reservation, target, weights, strategy) and an optional name (1 to 40 characters, each different; "Supplier A", "Supplier B"… when not given).`,
  },
];

/** The multi-supplier answer's fields (version 1). */
export const MULTI_SUPPLIER_RESPONSE_FIELDS: FieldRule[] = [
  { field: 'api_version, scenario, seed', type: '', rule: 'As in the bilateral answer.' },
  {
    field: 'threads',
    type: 'array',
    rule: 'One per supplier, in order: supplier (its name), result ("agreement", "declined", "deadline" or "no-zone-of-agreement"), offers, standing_offer_utility (the buyer\'s utility of that supplier\'s last acceptable offer, or null) and its own FIPA-ACL transcript.',
  },
  {
    field: 'outcome',
    type: 'object',
    rule: "winner: the supplier, terms, round and each side's utility of the one deal, or null; explanation: who won and why, in words.",
  },
];
