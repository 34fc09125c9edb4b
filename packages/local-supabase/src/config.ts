import { z } from 'zod';

/** The Supabase CLI's well-known local secrets, so one .env serves `npm start` and `supabase start`. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const envSchema = z.object({
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(54321),
  /** Folder for the database; the literal `memory` keeps everything in memory (tests). */
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(LOCAL_JWT_SECRET),
  SUPABASE_ANON_KEY: z.string().default(LOCAL_ANON_KEY),
  SUPABASE_SERVICE_ROLE_KEY: z.string().default(LOCAL_SERVICE_ROLE_KEY),
  ADMIN_EMAIL: z.string().email().default('admin@parley.local'),
  ADMIN_PASSWORD: z.string().min(6).default('parley-admin'),
  SITE_URL: z.string().url().default('http://127.0.0.1:5173'),
  /** Extra redirect targets allowed after email links, comma separated. */
  ADDITIONAL_REDIRECT_URLS: z.string().default('http://localhost:5173'),
  /** Supabase local turns confirmations off; Parley's config.toml turns them on. */
  MAILER_AUTOCONFIRM: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Turn GoTrue's per-IP rate limits off (end-to-end tests sign in far more often than a person). */
  RATE_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
});

export interface BackendConfig {
  host: string;
  port: number;
  /** Undefined means in-memory. */
  dataDir: string | undefined;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmail: string;
  adminPassword: string;
  siteUrl: string;
  additionalRedirectUrls: string[];
  mailerAutoconfirm: boolean;
  rateLimits: boolean;
  maxBodyBytes: number;
  /** Folder in the Supabase CLI layout (migrations/, seed.sql). */
  supabaseDir: string;
  /** Public URL of the API, e.g. http://127.0.0.1:54321 (the JWT issuer is this plus /auth/v1). */
  apiUrl: string;
}

/** Reads the backend's configuration from the environment; a bad value fails with a readable list. */
export function readBackendConfig(
  env: Record<string, string | undefined>,
  supabaseDir: string,
): BackendConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid backend configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    dataDir: e.DATA_DIR === 'memory' ? undefined : e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    anonKey: e.SUPABASE_ANON_KEY,
    serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    siteUrl: e.SITE_URL,
    additionalRedirectUrls: e.ADDITIONAL_REDIRECT_URLS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    mailerAutoconfirm: e.MAILER_AUTOCONFIRM,
    rateLimits: e.RATE_LIMITS,
    maxBodyBytes: e.MAX_BODY_BYTES,
    supabaseDir,
    apiUrl: `http://${e.API_HOST}:${e.API_PORT}`,
  };
}
