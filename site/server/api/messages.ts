import { PUBLIC_API } from '../../src/config/public-api';
import { API_MAX_BODY_BYTES, API_MAX_JSON_DEPTH } from './limits';
import type { NetworkFamily } from '@parley/shared/net';

// The public API's error messages, word for word as in docs/messages.md.

/** A key or path echoed in a message is cut to this many characters (an attacker's key may be huge). */
const ECHO = 60;
const echo = (text: string) => (text.length > ECHO ? `${text.slice(0, ECHO)}…` : text);

export const API_MESSAGES = {
  emptyBody: 'The request body is empty: send the scenario as a JSON object.',
  invalidJson: 'The request body is not valid JSON (UTF-8).',
  tooDeep: `The request body nests deeper than ${API_MAX_JSON_DEPTH} levels.`,
  repeatedKey: (path: string) => `The key "${echo(path)}" appears twice in one object: send each key once.`,
  invalidRequest: (first: string, more: number) =>
    `The scenario is not valid: ${first}${more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : ''}`,
  tooLarge: `The request body is larger than ${API_MAX_BODY_BYTES} bytes.`,
  unsupportedMediaType: 'Send the scenario as JSON, with the header Content-Type: application/json.',
  methodNotAllowed: (allow: string) => `This address answers only: ${allow}.`,
  rateLimited: (seconds: number) =>
    `Too many requests from this client (at most ${PUBLIC_API.perSecond} a second and ${PUBLIC_API.perMinute} a minute). Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  networkRateLimited: (seconds: number, family: NetworkFamily) => {
    const { perSecond, perMinute } = PUBLIC_API.perNetwork[family];
    const network = family === 'ipv6' ? 'IPv6 /48' : 'IPv4 /24';
    return `Too many requests from this client's network (at most ${perSecond} a second and ${perMinute} a minute from one ${network}). Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  },
  timedOut: `The request body did not arrive within ${PUBLIC_API.bodyTimeoutSeconds} seconds.`,
  busy: 'The API is busy with other requests. Try again in 1 second.',
  notFound: `There is no API at this address. The API is described at ${PUBLIC_API.openapi}.`,
  internal: 'The API could not answer this request. Please try again.',
} as const;

/** An issue's path as a reader writes it: `buyer.reservation`, `list.0.name`; the body itself is `(body)`. */
export const pathText = (path: readonly PropertyKey[]) =>
  path.length === 0 ? '(body)' : echo(path.map(String).join('.'));
