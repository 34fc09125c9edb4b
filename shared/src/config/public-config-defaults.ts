// No zod here: a browser bundle can read its (build-time checked) configuration without the validator.
/** The embedded backend's address: the Supabase CLI's API port. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** The Supabase CLI's well-known local anon key (public by design; role `anon`, expires 2032). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_DEMO_URL = 'https://play.parley.example';
export const LOCAL_SITE_URL = 'http://127.0.0.1:5173';

export interface PublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  demoUrl: string;
  siteUrl: string;
}

export type EnvSource = Record<string, string | undefined>;

/** `VITE_NAME` (how Vite exposes it to the site) wins over `NAME`; blank counts as unset. */
function pick(env: EnvSource, name: string): string | undefined {
  for (const key of [`VITE_${name}`, name]) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') return value;
  }
  return undefined;
}

const withoutTrailingSlashes = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * The public configuration with the local defaults filled in and URLs normalised, without checking
 * it: `readPublicConfig` checks it too. For a bundle whose values were checked when it was built.
 */
export function publicConfigWithDefaults(env: EnvSource): PublicConfig {
  return {
    supabaseUrl: withoutTrailingSlashes(pick(env, 'SUPABASE_URL') ?? LOCAL_SUPABASE_URL),
    supabaseAnonKey: (pick(env, 'SUPABASE_ANON_KEY') ?? LOCAL_SUPABASE_ANON_KEY).trim(),
    demoUrl: withoutTrailingSlashes(pick(env, 'DEMO_URL') ?? DEFAULT_DEMO_URL),
    siteUrl: withoutTrailingSlashes(pick(env, 'SITE_URL') ?? LOCAL_SITE_URL),
  };
}
