import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'article', environment: 'jsdom', include: ['src/**/*.test.tsx', 'src/**/*.test.ts'] },
});
