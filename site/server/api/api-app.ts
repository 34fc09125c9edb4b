import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { PUBLIC_API } from '../../src/config/public-api';
import { ClientWindowLimiter, type NetworkWindowLimiter } from '../client-window-limits';
import { ENGINE_ENDPOINTS, type EngineEndpoint } from './endpoints';
import { EngineTimeBudget } from './engine-time-budget';
import { ApiError, sendApiError } from './errors';
import { parseJsonText, readJsonText } from './json-body';
import { networkFamily } from '@parley/shared/client-address';
import { API_ENGINE_MS_PER_SECOND, API_RATE_WINDOWS, createNetworkLimiter } from './limits';
import { API_MESSAGES, pathText } from './messages';
import { buildOpenApiDocument, OPENAPI_PATH } from './openapi';

export const API_BASE = PUBLIC_API.base;

export interface PublicApiOptions {
  /** Per-client limit (API_RATE_WINDOWS); tests pass one with their own clock. */
  limiter?: ClientWindowLimiter;
  /** Per-network limit (`createNetworkLimiter`); tests pass one with their own clock. */
  networkLimiter?: NetworkWindowLimiter;
  /** The engine endpoints (tests may add one). */
  endpoints?: readonly EngineEndpoint[];
  /** The whole site's engine time per second (API_ENGINE_MS_PER_SECOND); tests pass their own clock. */
  engineBudget?: EngineTimeBudget;
  /** How long a body may take to arrive (PUBLIC_API.bodyTimeoutSeconds); tests pass a short one. */
  bodyTimeoutMs?: number;
}

/** A method the address does not answer: 405 with the methods it does (`Allow`). */
function methodNotAllowed(allow: string) {
  return () => {
    throw new ApiError(405, 'method_not_allowed', API_MESSAGES.methodNotAllowed(allow), [], { Allow: allow });
  };
}

/** The answer's JSON for a body's text, or an ApiError (400) naming what is wrong with it. */
function runEndpoint(endpoint: EngineEndpoint, text: string): string {
  const parsed = endpoint.request.safeParse(parseJsonText(text));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: pathText(issue.path),
      message: issue.message,
    }));
    const first = `${issues[0]!.path}: ${issues[0]!.message}`;
    throw new ApiError(400, 'invalid_request', API_MESSAGES.invalidRequest(first, issues.length - 1), issues);
  }
  return JSON.stringify(endpoint.run(parsed.data));
}

/**
 * The public, stateless engine API under /api/v1 (mounted by app.ts, which adds the security headers
 * every answer carries). Any origin may call it from a page, without credentials: it reads no cookie
 * and holds nothing of the caller's. Every answer is JSON, refusals included, and never cached.
 */
export function createPublicApi(options: PublicApiOptions = {}): Hono {
  const limiter = options.limiter ?? new ClientWindowLimiter(API_RATE_WINDOWS);
  const networkLimiter = options.networkLimiter ?? createNetworkLimiter();
  const endpoints = options.endpoints ?? ENGINE_ENDPOINTS;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? PUBLIC_API.bodyTimeoutSeconds * 1000;
  const engineBudget = options.engineBudget ?? new EngineTimeBudget(API_ENGINE_MS_PER_SECOND);
  const api = new Hono();
  api.use(
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type'],
      exposeHeaders: ['Retry-After', 'Server-Timing'],
      maxAge: 86400,
    }),
  );
  // The document is made once, from the same schemas the endpoints validate with.
  const document = JSON.stringify(buildOpenApiDocument(endpoints));
  api.get(OPENAPI_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  api.all(OPENAPI_PATH, methodNotAllowed('GET, HEAD, OPTIONS'));

  for (const endpoint of endpoints) {
    api.post(endpoint.path, async (c) => {
      // Counted before the body is read: a refused flood costs no read, parse or run.
      const retryAfter = limiter.hit(c.get('clientAddress'));
      if (retryAfter !== null)
        throw new ApiError(429, 'rate_limited', API_MESSAGES.rateLimited(retryAfter), [], {
          'Retry-After': String(retryAfter),
        });
      // Then the client's network: an IPv6 /48's 65,536 /64s are one person's, not 65,536 clients.
      const networkRetryAfter = networkLimiter.hit(c.get('clientAddress'));
      if (networkRetryAfter !== null)
        throw new ApiError(
          429,
          'rate_limited',
          API_MESSAGES.networkRateLimited(networkRetryAfter, networkFamily(c.get('clientAddress'))),
          [],
          {
            'Retry-After': String(networkRetryAfter),
          },
        );
      // Then the whole site's engine time this second, over every client (engine-time-budget.ts):
      // before the body is read (a refusal reads nothing), and again once it has arrived, since
      // bodies held back by their last byte all pass the first check and would otherwise run at once.
      const refuseWhenBusy = () => {
        if (engineBudget.retryAfter(c.get('clientAddress')) !== null)
          throw new ApiError(503, 'busy', API_MESSAGES.busy, [], { 'Retry-After': '1' });
      };
      refuseWhenBusy();
      const text = await readJsonText(c.req.raw, bodyTimeoutMs);
      refuseWhenBusy();
      // From here on the work is synchronous, so the time measured is this request's alone (no
      // other request runs in between): the checks on the text, parsing, validation, the run and
      // its serialisation. Spent from the budget whatever the outcome, a refusal included.
      const started = performance.now();
      let body: string;
      try {
        body = runEndpoint(endpoint, text);
      } finally {
        engineBudget.spend(c.get('clientAddress'), performance.now() - started);
      }
      // The server's time for this answer, in milliseconds.
      c.header('Server-Timing', `app;dur=${(performance.now() - started).toFixed(2)}`);
      c.header('Cache-Control', 'no-store');
      return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    });
    api.all(endpoint.path, methodNotAllowed('OPTIONS, POST'));
  }
  api.all('*', () => {
    throw new ApiError(404, 'not_found', API_MESSAGES.notFound);
  });
  api.onError((error, c) => {
    if (error instanceof ApiError) return sendApiError(c, error);
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return sendApiError(c, new ApiError(500, 'internal', API_MESSAGES.internal));
  });
  return api;
}
