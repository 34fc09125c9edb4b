import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // A fixed build time: tests that need another clock set the browser's (vi.setSystemTime).
  define: { __PUBLIC_CONFIG__: '{}', __BUILD_TIME__: JSON.stringify('2026-01-15T12:00:00.000Z') },
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
