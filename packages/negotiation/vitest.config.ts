import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'negotiation',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Tournament-sized tests take about a second calm; beside the whole suite on 2 busy cores
    // they have taken past vitest's default 5 s.
    testTimeout: 30_000,
  },
});
