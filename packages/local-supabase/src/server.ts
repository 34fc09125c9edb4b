import { Hono } from 'hono';
import type { BackendConfig } from './config';
import type { BackendContext } from './context';
import { openDatabase } from './database';
import { Mailbox, type MailMessage } from './mail/mailbox';
import { createMailRoutes, MAILBOX_PATH } from './mail/routes';
import { createAuthRoutes, ensureAdminAccount } from './auth';
import { createRestRoutes } from './rest';
import { createStorageRoutes, STORAGE_PREFIX } from './storage';
import { FileStore } from './storage/file-store';
import { applyHttpMiddleware } from './http';
import { checkApiKeys } from './key-check';

export interface Backend {
  app: Hono;
  ctx: BackendContext;
  /** True when this start created the database. */
  created: boolean;
}

export interface CreateBackendOptions {
  onMail?: (message: MailMessage) => void;
}

/** Opens the database and composes the HTTP API: /auth/v1, /rest/v1, /storage/v1 and the local mailbox. */
export async function createBackend(
  config: BackendConfig,
  options: CreateBackendOptions = {},
): Promise<Backend> {
  // A misconfigured key would only surface as 401s later: refuse to start instead.
  await checkApiKeys(config);
  const { db, created } = await openDatabase({ dataDir: config.dataDir, supabaseDir: config.supabaseDir });
  const ctx: BackendContext = {
    db,
    config,
    mailbox: new Mailbox(options.onMail),
    files: new FileStore(config.dataDir),
  };
  await ensureAdminAccount(ctx);
  // The setting is the database's (hosted Supabase keeps it there too); this backend's env decides it.
  await db.query('update app_private.settings set lead_limits_on = $1', [config.leadLimits]);

  const app = new Hono();
  // Storage reads upload bodies itself, capped by each bucket's file_size_limit.
  applyHttpMiddleware(app, config, {
    privatePrefixes: [MAILBOX_PATH],
    ownBodyLimitPrefixes: [STORAGE_PREFIX],
  });
  app.route('/auth/v1', createAuthRoutes(ctx));
  app.route('/rest/v1', createRestRoutes(ctx));
  app.route(STORAGE_PREFIX, createStorageRoutes(ctx));
  app.route(MAILBOX_PATH, createMailRoutes(ctx));
  return { app, ctx, created };
}
