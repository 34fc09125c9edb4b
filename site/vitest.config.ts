import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  define: { __PUBLIC_CONFIG__: '{}' },
  test: {
    name: 'site',
    // Screen tests type and click through whole forms: on a busy shared machine 5 s is not enough.
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
