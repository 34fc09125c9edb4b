import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'negotiation', environment: 'node', include: ['src/**/*.test.ts'] },
});
