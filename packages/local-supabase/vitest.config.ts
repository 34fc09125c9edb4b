import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'local-supabase',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
