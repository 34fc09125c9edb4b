import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from './harness';

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend();
});
afterAll(async () => {
  await server?.close();
});

test('the backend starts in memory and answers on loopback', async () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(server.backend.created).toBe(true);
});
