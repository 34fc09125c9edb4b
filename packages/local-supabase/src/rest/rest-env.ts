import type { PGlite } from '@electric-sql/pglite';
import type { RequestIdentity } from './request-identity';
import type { SchemaCache, TableInfo } from './schema-cache';

/** What a resolved table request carries into its handler. */
export interface RestEnv {
  db: PGlite;
  cache: SchemaCache;
  table: TableInfo;
  identity: RequestIdentity;
  /** `[api] max_rows` (config.maxRows): the most rows a read returns. */
  maxRows: number;
  /** Whether the client named a profile (schema) header, echoed as Content-Profile. */
  profile: boolean;
}
