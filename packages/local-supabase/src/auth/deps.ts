import type { BackendContext } from '../context';
import type { RateLimiter } from './rate-limit';

/** What each endpoint handler needs: the backend (read `ctx.config` per request) and the limiter. */
export interface AuthDeps {
  ctx: BackendContext;
  limiter: RateLimiter;
}
