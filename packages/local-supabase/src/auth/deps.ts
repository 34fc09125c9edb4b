import type { BackendContext } from '../context';
import type { AttemptCounter } from './attempt-counter';
import type { PasswordGuard } from './password-guard';
import type { RateLimiter } from './rate-limit';

/** What each endpoint handler needs: the backend (read `ctx.config` per request) and the limiters. */
export interface AuthDeps {
  ctx: BackendContext;
  limiter: RateLimiter;
  /** 6-digit codes tried per account (`authTuning.wrongCodes`). */
  codeAttempts: AttemptCounter;
  /** Password sign-ins per account (`authTuning.passwordFailures`). */
  passwordGuard: PasswordGuard;
}
