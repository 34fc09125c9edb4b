/**
 * Every public local default of Parley, each written once: the addresses, ports, anon key and admin
 * email that `npm start`, the embedded backend (packages/local-supabase), the site, the studio, the
 * scripts and the tests fall back to when nothing is configured. Also the package entry
 * `@parley/shared/local-defaults`.
 *
 * Public values only, so any bundle may carry them (the site's browser code, the studio). No imports,
 * so a plain Node script (scripts/start.mjs, scripts/admin.mjs) can load it through tsx alone.
 *
 * The local secrets (the JWT secret, the service_role key, the admin password) live apart, in
 * `@parley/local-supabase/local-secrets` (packages/local-supabase/src/local-secrets.ts), which only
 * Node-side code imports: a bundle built from this module can never pick them up. One owner, two
 * files, because of that rule.
 */

/** The loopback address every local server binds to and every local URL names. */
export const LOCAL_HOST = '127.0.0.1';
/** The embedded backend's port: the Supabase CLI's API port, so one .env serves both. */
export const LOCAL_API_PORT = 54321;
/** The site's port (Vite's default). */
export const LOCAL_SITE_PORT = 5173;

/** The embedded backend's address. */
export const LOCAL_SUPABASE_URL = `http://${LOCAL_HOST}:${LOCAL_API_PORT}`;
/** The site's address under `npm start`. */
export const LOCAL_SITE_URL = `http://${LOCAL_HOST}:${LOCAL_SITE_PORT}`;

/** The Supabase CLI's well-known local anon key (public by design; role `anon`, expires 2032). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * The local default admin account, for tooling (the embedded backend, `npm start`'s banner, seed
 * scripts, tests) only. Apps never decide admin by email: the database's `is_admin()` does (see
 * `isAdmin`).
 */
export const DEFAULT_ADMIN_EMAIL = 'admin@parley.local';
