import { defineProject } from 'vitest/config';
import { findPostgresBindir, MISSING_POSTGRES_MESSAGE } from './tests/engines/postgres-binaries';

// The database tests again, on a real PostgreSQL server (Debian's postgresql package, 15 here): what
// passes here passes after `supabase db push`. The global setup starts a throwaway cluster once per
// run. Without the binaries the project reports one skipped test naming what to install.
// The *-over-api.test.ts files drive the embedded backend's HTTP API, which runs on PGlite only;
// database-types.test.ts generates the types on the embedded backend's PGlite whatever the engine.

const bindir = findPostgresBindir();
if (!bindir) console.warn(MISSING_POSTGRES_MESSAGE);

export default defineProject({
  test: {
    name: 'database-postgres',
    environment: 'node',
    include: bindir ? ['tests/**/*.test.ts'] : ['tests/engines/postgres-missing.check.ts'],
    exclude: ['tests/*-over-api.test.ts', 'tests/database-types.test.ts'],
    globalSetup: ['./tests/engines/postgres-global-setup.ts'],
    env: { PARLEY_DB_ENGINE: 'postgres' },
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
