/**
 * The public local secrets, each written once: the Supabase CLI's well-known JWT secret and
 * service_role key, the site server's lead relay key signed with that secret, (so one .env serves `npm start` and `supabase start`) and Parley's documented admin
 * password. Fine on 127.0.0.1 only (secrets-policy.ts refuses them anywhere else). Also the package
 * entry `@parley/local-supabase/local-secrets`.
 *
 * Node-side code only (the backend, scripts, tests): never import this from the site's browser code,
 * the studio or a package they bundle (`npm run lint` refuses it). The public local defaults (URLs,
 * ports, anon key, admin email) live in `@parley/shared/local-defaults`, which any bundle may carry.
 * No imports, so a plain Node script (scripts/start.mjs, scripts/admin.mjs) loads it through tsx.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const LOCAL_ADMIN_PASSWORD = 'parley-admin';
/**
 * SITE_LEAD_RELAY_KEY for the local JWT secret (src/lead-relay-key.ts made it: role anon,
 * parley_lead_relay true, until 2035): the site server's key for the leads it stores for its visitors.
 */
export const LOCAL_LEAD_RELAY_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIiwicGFybGV5X2xlYWRfcmVsYXkiOnRydWUsImlhdCI6MTc2NDIwMTYwMCwiZXhwIjoyMDc5NTYxNjAwfQ.d8RydSMFOqavizem2VcY8jiN2l0NiM54lCOm090bCiE';
