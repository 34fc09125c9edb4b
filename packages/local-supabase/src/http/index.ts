import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import { bodyLimit } from './body-limit';
import { cors } from './cors';
import { notFound, onError } from './errors';

/** The cross-cutting HTTP layer; call before mounting routes so it wraps every one of them. */
export function applyHttpMiddleware(app: Hono, config: Pick<BackendConfig, 'maxBodyBytes'>): void {
  app.use('*', cors());
  app.use('*', bodyLimit(config.maxBodyBytes));
  app.notFound(notFound);
  app.onError(onError);
}
