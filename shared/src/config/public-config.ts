import { z } from 'zod';

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

const httpUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, `${name} must be an http(s) URL`)
    .transform((value) => value.replace(/\/+$/, ''));

const publicConfigSchema = z.object({
  supabaseUrl: httpUrl('SUPABASE_URL'),
  supabaseAnonKey: z.string().trim().min(1, 'SUPABASE_ANON_KEY must not be empty'),
  demoUrl: httpUrl('DEMO_URL'),
  siteUrl: httpUrl('SITE_URL'),
});

/** Thrown when the public configuration is malformed; its message lists every problem. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `VITE_NAME` (how Vite exposes it to the site) wins over `NAME`; blank counts as unset. */
function pick(env: EnvSource, name: string): string | undefined {
  for (const key of [`VITE_${name}`, name]) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') return value;
  }
  return undefined;
}

/**
 * Reads the configuration every client may know (never a secret). Unset values fall back to the
 * embedded local backend, so a fresh checkout works with no configuration at all.
 */
export function readPublicConfig(env: EnvSource): PublicConfig {
  const result = publicConfigSchema.safeParse({
    supabaseUrl: pick(env, 'SUPABASE_URL') ?? LOCAL_SUPABASE_URL,
    supabaseAnonKey: pick(env, 'SUPABASE_ANON_KEY') ?? LOCAL_SUPABASE_ANON_KEY,
    demoUrl: pick(env, 'DEMO_URL') ?? DEFAULT_DEMO_URL,
    siteUrl: pick(env, 'SITE_URL') ?? LOCAL_SITE_URL,
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.message).join('; ');
    throw new ConfigError(`Invalid public configuration: ${problems}.`);
  }
  return result.data;
}
