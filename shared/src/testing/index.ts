// @parley/shared/testing: the test-support layer every workspace's tests import (never a bundle): the
// one fake Supabase client (with the auth server's answers for the sign-in pages: auth-test-client.ts),
// image bytes and lead addresses. Node-only (the client is the Node one).
export {
  createFakeFetch,
  postgrestError,
  type FakeFetch,
  type FakeResponse,
  type RecordedRequest,
  type Responder,
} from './fake-fetch';
export { createTestClient, TEST_SUPABASE_URL } from './test-client';
export {
  createAuthTestClient,
  gotrueError,
  testSession,
  testUser,
  type AuthTestClient,
  type AuthTestClientOptions,
} from './auth-test-client';
export * from './image-fixtures';
export * from './lead-addresses';
