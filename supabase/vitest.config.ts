import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'database',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // The Supabase CLI pushes to a real PostgreSQL server: the `database-postgres` project runs it.
    exclude: ['tests/supabase-cli-push.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
