import { z } from 'zod';
import { publicConfigWithDefaults, type EnvSource, type PublicConfig } from './public-config-defaults';

export {
  DEFAULT_DEMO_URL,
  publicConfigWithDefaults,
  type EnvSource,
  type PublicConfig,
} from './public-config-defaults';

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

/**
 * Reads the configuration every client may know (never a secret). Unset values fall back to the
 * embedded local backend, so a fresh checkout works with no configuration at all.
 */
export function readPublicConfig(env: EnvSource): PublicConfig {
  const result = publicConfigSchema.safeParse(publicConfigWithDefaults(env));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.message).join('; ');
    throw new ConfigError(`Invalid public configuration: ${problems}.`);
  }
  return result.data;
}
