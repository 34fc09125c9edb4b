import type { PGlite } from '@electric-sql/pglite';
import type { BackendConfig } from './config';
import type { Mailbox } from './mail/mailbox';
import type { FileStore } from './storage/file-store';

/** What every route module of the backend receives: the database, the configuration, the mailbox, the files. */
export interface BackendContext {
  db: PGlite;
  /** Mutable only so tests on port 0 can record the real URL once listening. */
  config: BackendConfig;
  mailbox: Mailbox;
  /** The files of Storage objects (DATA_DIR/storage). */
  files: FileStore;
}
