import { Hono, type Context } from 'hono';
import type { BackendContext } from '../context';
import { logFailure } from '../log-failure';
import type { AuthDeps } from './deps';
import { AuthError, errorResponse } from './errors';
import { logout } from './handlers/logout';
import { otp } from './handlers/otp';
import { recover, resend } from './handlers/recover';
import { health, settings } from './handlers/settings';
import { signup } from './handlers/signup';
import { token } from './handlers/token';
import { getUser, updateUser } from './handlers/user';
import { verifyGet, verifyPost } from './handlers/verify';
import { AttemptCounter } from './attempt-counter';
import { PasswordGuard } from './password-guard';
import { RateLimiter } from './rate-limit';
import { authTuning } from './tuning';

export { ensureAdminAccount } from './admin-account';
export { authTuning } from './tuning';

type Handler = (c: Context, deps: AuthDeps) => Response | Promise<Response>;

/** GoTrue-compatible routes, mounted at /auth/v1 (the subset auth-js uses for email + password). */
export function createAuthRoutes(ctx: BackendContext): Hono {
  const deps: AuthDeps = {
    ctx,
    limiter: new RateLimiter(),
    codeAttempts: new AttemptCounter(authTuning.wrongCodes),
    passwordGuard: new PasswordGuard(),
  };
  const app = new Hono();
  const bind = (handler: Handler) => (c: Context) => handler(c, deps);

  app.get('/health', bind(health));
  app.get('/settings', bind(settings));
  app.post('/signup', bind(signup));
  app.post('/token', bind(token));
  app.get('/verify', bind(verifyGet));
  app.post('/verify', bind(verifyPost));
  app.post('/recover', bind(recover));
  app.post('/resend', bind(resend));
  app.post('/otp', bind(otp));
  app.get('/user', bind(getUser));
  app.put('/user', bind(updateUser));
  app.post('/logout', bind(logout));

  app.notFound((c) => errorResponse(c, new AuthError(404, 'not_found', 'Not Found')));
  app.onError((error, c) => {
    if (error instanceof AuthError) return errorResponse(c, error);
    logFailure('auth: unexpected failure', error);
    return errorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs'),
    );
  });
  return app;
}
