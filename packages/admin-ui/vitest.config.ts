import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'admin-ui',
    // Screen tests type and click through whole forms: on a busy shared machine 5 s is not enough.
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
