import { defineProject } from 'vitest/config';

// Main process and preload, with Electron mocked (its binary cannot be downloaded on every machine);
// the renderer's modules and screens (screens in jsdom, per file); and integration tests of both
// against the embedded backend.
export default defineProject({
  test: {
    name: 'studio',
    // Screen tests type and click through whole forms: on a busy shared machine 5 s is not enough.
    testTimeout: 20_000,
    environment: 'node',
    include: [
      'test/main/**/*.test.ts',
      'test/packaging/**/*.test.ts',
      'test/integration/**/*.test.ts',
      'src/renderer/src/**/*.test.ts',
      'src/renderer/src/**/*.test.tsx',
    ],
  },
});
