import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'admin-ui',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
