import { it } from 'vitest';
import { MISSING_POSTGRES_MESSAGE } from './postgres-binaries';

// The `database-postgres` project runs this file instead of the database tests when the PostgreSQL
// binaries are missing, so the run reports the skip and its reason.
it.skip(MISSING_POSTGRES_MESSAGE, () => undefined);
