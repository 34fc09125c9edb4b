// Loaded into a site server started by a test (`node --import`): its calls to the backend the build
// names (SUPABASE_URL is read at build time) go to the test's own backend instead, so a spec can run
// a second server on the shared e2e build against a backend configured its own way. Test-only: no
// product code loads it. BACKEND_REDIRECT_FROM / BACKEND_REDIRECT_TO are two origins.
const from = process.env.BACKEND_REDIRECT_FROM;
const to = process.env.BACKEND_REDIRECT_TO;
if (!from || !to) throw new Error('backend-redirect.mjs needs BACKEND_REDIRECT_FROM and BACKEND_REDIRECT_TO');

const originalFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.startsWith(`${from}/`)) return originalFetch(input, init);
  const redirected = `${to}${url.slice(from.length)}`;
  return originalFetch(input instanceof Request ? new Request(redirected, input) : redirected, init);
};
