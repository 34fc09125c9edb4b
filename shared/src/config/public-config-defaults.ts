// No zod here: a browser bundle can read its (build-time checked) configuration without the validator.
import { LOCAL_SITE_URL, LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from './local-defaults';

export const DEFAULT_DEMO_URL = 'https://play.parley.example';

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
