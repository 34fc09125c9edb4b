import { defineProject } from 'vitest/config';

// Main process and preload, with Electron mocked (its binary cannot be downloaded on every machine).
export default defineProject({
  test: {
    name: 'studio',
    environment: 'node',
    include: ['test/main/**/*.test.ts', 'src/renderer/src/**/*.test.ts'],
  },
});
