export { DEFAULT_RATE_PER_SECOND, readMailerConfig, type MailerConfig } from './config';
export { Outbox, type OutboxRow } from './outbox';
export { MailWorker } from './worker';
export { composeMail, messageIdOf } from './compose';
export { classifySmtpFailure } from './smtp-failure';
