export { createBackend, type Backend, type CreateBackendOptions } from './server';
export { readBackendConfig, type BackendConfig } from './config';
export { LOCAL_SERVICE_ROLE_KEY, LOCAL_JWT_SECRET } from './local-secrets';
export { openDatabase, asRole, applyMigrations } from './database';
export { listen, type RunningServer } from './listen';
export {
  parseRawMail,
  startSmtpServer,
  type LocalSmtpServer,
  type RawMail,
  type ReceivedMail,
} from './mail/smtp-server';
export { startMailboxSmtp } from './mail/smtp-mailbox';
