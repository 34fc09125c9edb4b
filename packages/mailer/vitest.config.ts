import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mailer',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120000,
    hookTimeout: 120000,
  },
});
