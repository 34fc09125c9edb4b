import {
  DEFAULT_ADMIN_EMAIL,
  LOCAL_API_PORT,
  LOCAL_HOST,
  LOCAL_SUPABASE_ANON_KEY,
} from '@parley/shared/local-defaults';
import path from 'node:path';
import { z } from 'zod';
import { isWildcardAddress } from '@parley/shared/net';
import { LOCAL_ADMIN_PASSWORD, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './local-secrets';
import { insecureDefaultsProblem, wellKnownDefaultsIn } from './secrets-policy';
import { parseTrustedProxies, type TrustedProxies } from './http/client-address';
import { readSupabaseToml } from './supabase-config-toml';

/**
 * Why API_EXTERNAL_URL is not a usable public base URL, or undefined when it is. The value is never
 * echoed back: a URL given with a password in it must not end up in a log.
 */
function externalUrlProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '')
    return 'is empty: leave it unset to use the bind address, or give the public base URL, e.g. https://api.example.com';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'is not a URL: give the public base URL, e.g. https://api.example.com';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must start with http:// or https://';
  if (url.username !== '' || url.password !== '') return 'must not carry credentials (user:password@)';
  if (trimmed.includes('?')) return 'must not have a query (?…)';
  if (trimmed.includes('#')) return 'must not have a fragment (#…)';
  if (/\/auth\/v1\/?$/i.test(url.pathname))
    return 'is the base URL, without /auth/v1: the issuer and links add /auth/v1 themselves';
  return undefined;
}

/** API_EXTERNAL_URL as the backend uses it: origin and path, lower-cased host, no trailing slash. */
function normalisedExternalUrl(value: string): string {
  const url = new URL(value.trim());
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The URL of the API as this machine reaches it at `host:port`: a wildcard bind (0.0.0.0, ::)
 * names no host a browser can open, and the Host guard refuses it, so it becomes 127.0.0.1; an
 * IPv6 address gets its brackets.
 */
export function localApiUrl(host: string, port: number): string {
  const h = host.trim();
  if (isWildcardAddress(h)) return `http://127.0.0.1:${port}`;
  return `http://${h.includes(':') && !h.startsWith('[') ? `[${h}]` : h}:${port}`;
}

/** The public URL of the API (issuer, mailed links): API_EXTERNAL_URL when set, else localApiUrl. */
export function apiUrlFor(config: Pick<BackendConfig, 'host' | 'externalUrl'>, port: number): string {
  return config.externalUrl ?? localApiUrl(config.host, port);
}

const envSchema = z.object({
  API_HOST: z.string().default(LOCAL_HOST),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(LOCAL_API_PORT),
  /**
   * The public base URL of the API (GoTrue's and self-hosted Supabase's name), e.g. behind a reverse
   * proxy or on a wildcard bind: the JWT issuer and mailed links use it, and the Host guard accepts
   * its host. Unset: the bind address (127.0.0.1 for a wildcard bind).
   */
  API_EXTERNAL_URL: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value === undefined ? undefined : externalUrlProblem(value);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** Folder for the database; the literal `memory` keeps everything in memory (tests). */
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(LOCAL_JWT_SECRET),
  SUPABASE_ANON_KEY: z.string().default(LOCAL_SUPABASE_ANON_KEY),
  SUPABASE_SERVICE_ROLE_KEY: z.string().default(LOCAL_SERVICE_ROLE_KEY),
  ADMIN_EMAIL: z.string().email().default(DEFAULT_ADMIN_EMAIL),
  /** 6 to 72 bytes of UTF-8, as GoTrue counts a password (bcrypt reads no more than 72 bytes). */
  ADMIN_PASSWORD: z
    .string()
    .refine((value) => {
      const bytes = Buffer.byteLength(value, 'utf8');
      return bytes >= 6 && bytes <= 72;
    }, 'must be 6 to 72 bytes long in UTF-8 (bcrypt reads no more than 72 bytes)')
    .default(LOCAL_ADMIN_PASSWORD),
  /**
   * The Supabase CLI's config.toml to read [auth], [api] and [storage] from (supabase-config-toml.ts);
   * unset: config.toml in the supabase folder. The variables below, when set, win over its values.
   */
  SUPABASE_CONFIG_FILE: z.string().min(1).optional(),
  /** Overrides `[auth] site_url`. */
  SITE_URL: z.string().url().optional(),
  /** Overrides `[auth] additional_redirect_urls`: extra redirect targets, comma separated. */
  ADDITIONAL_REDIRECT_URLS: z.string().optional(),
  /** Overrides `[auth.email] enable_confirmations` (true here means confirmations off). */
  MAILER_AUTOCONFIRM: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Turn GoTrue's per-IP rate limits off (end-to-end tests sign in far more often than a person). */
  RATE_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /**
   * The database's per-client limit on leads (5 a minute, 20 an hour; migration
   * 20251127110000_lead_flood_limits.sql), written into app_private.settings at every start. Off only
   * for tests that send many leads from one address; the embedded backend's own switch, never RATE_LIMITS.
   */
  LEAD_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /**
   * Reverse proxies in front of the API (addresses or CIDR ranges, comma separated): from these
   * peers alone, `X-Forwarded-For` names the client for rate limits and lead limits. Empty (the
   * default): the socket's peer is the client and the header is ignored.
   */
  API_TRUSTED_PROXIES: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  /** Host names besides the loopback ones that requests may name (comma separated; `*` = any). */
  API_ALLOWED_HOSTS: z.string().default(''),
  /** `1` lets a reachable address serve with the public local secrets (a loud warning is printed). */
  ALLOW_INSECURE_DEFAULTS: z
    .enum(['', '0', '1', 'false', 'true'])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * Overrides `[auth] jwt_expiry`: access-token lifetime in seconds (the name self-hosted Supabase
   * uses), 120 to 604800 (a week), whole seconds written as digits. Nothing revokes an access token
   * before it expires, so it is short (config.toml: 15 minutes). auth-js refreshes a session 90 s
   * before expiry, checking every 30 s: a shorter lifetime would refresh at every check.
   */
  JWT_EXPIRY: z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^[0-9]{1,6}$/.test(v) && Number(v) >= 120 && Number(v) <= 604_800), {
      message: 'must be a whole number of seconds from 120 to 604800 (a week)',
    })
    .transform((v) => (v === undefined ? undefined : Number(v))),
  /**
   * The local SMTP server's port: the mail worker sends there and the mails show in /_mail. Loopback
   * only. `off` runs none (the unit tests, a second backend). Unset: `[inbucket] smtp_port` in
   * config.toml, else the Supabase CLI's 54325.
   */
  SMTP_PORT: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === 'off' || (/^[0-9]{1,5}$/.test(v) && Number(v) <= 65535), {
      message: 'must be a port number (0 to 65535) or off',
    }),
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
  /** LEAD_LIMITS: the database's per-client limit on leads (on unless turned off). */
  leadLimits: boolean;
  /** API_TRUSTED_PROXIES: the peers whose X-Forwarded-For names the client (none by default). */
  trustedProxies: TrustedProxies;
  maxBodyBytes: number;
  /** SMTP_PORT: the local SMTP server's port on loopback; undefined runs none. */
  smtpPort: number | undefined;
  /** Access-token lifetime in seconds (JWT_EXPIRY, `jwt_expiry`). */
  jwtExpirySeconds: number;
  /** `[auth] minimum_password_length`: a new password's least length in UTF-8 bytes. */
  minPasswordLength: number;
  /** `[api] max_rows`: a REST read never returns more rows than this. */
  maxRows: number;
  /** `[storage] file_size_limit` in bytes: the largest upload, whatever a bucket allows. */
  maxUploadBytes: number;
  /** The config.toml these values came from. */
  configFile: string;
  /** API_ALLOWED_HOSTS, trimmed, lower-cased, plus the host of API_EXTERNAL_URL when set. */
  allowedHosts: string[];
  /**
   * Variables still at their public local defaults on a reachable address, allowed only by
   * ALLOW_INSECURE_DEFAULTS=1 (the CLI warns about them); empty otherwise.
   */
  insecureDefaults: string[];
  /** Folder in the Supabase CLI layout (migrations/, seed.sql). */
  supabaseDir: string;
  /** API_EXTERNAL_URL, normalised (no trailing slash); undefined when unset. */
  externalUrl: string | undefined;
  /**
   * Public URL of the API, e.g. http://127.0.0.1:54321 (the JWT issuer is this plus /auth/v1, mailed
   * links start with it): API_EXTERNAL_URL when set, else the bind address (apiUrlFor).
   */
  apiUrl: string;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The Supabase CLI's SMTP port when neither SMTP_PORT nor `[inbucket] smtp_port` names one. */
const CLI_SMTP_PORT = 54325;

/** SMTP_PORT (`off`: none), else `[inbucket] smtp_port`, else the CLI's port. */
function smtpPortFrom(variable: string | undefined, fromToml: number | undefined): number | undefined {
  if (variable === 'off') return undefined;
  return variable === undefined ? (fromToml ?? CLI_SMTP_PORT) : Number(variable);
}

/**
 * Reads the backend's configuration from the environment and the Supabase CLI's config.toml (the
 * variables win where both name a value); a bad value fails with a readable list naming its key.
 */
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
  const configFile = e.SUPABASE_CONFIG_FILE ?? path.join(supabaseDir, 'config.toml');
  const toml = readSupabaseToml(configFile);
  if (Buffer.byteLength(e.ADMIN_PASSWORD, 'utf8') < toml.minimumPasswordLength)
    throw new Error(
      `Invalid backend configuration:\n  ADMIN_PASSWORD: must be at least ${toml.minimumPasswordLength} bytes long in UTF-8 ([auth] minimum_password_length in ${configFile})`,
    );
  const externalUrl =
    e.API_EXTERNAL_URL === undefined ? undefined : normalisedExternalUrl(e.API_EXTERNAL_URL);
  const insecureDefaults = wellKnownDefaultsIn(e);
  const problem = insecureDefaultsProblem(e.API_HOST, insecureDefaults, externalUrl);
  if (problem !== undefined && !e.ALLOW_INSECURE_DEFAULTS) throw new Error(problem);
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    dataDir: e.DATA_DIR === 'memory' ? undefined : e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    anonKey: e.SUPABASE_ANON_KEY,
    serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    siteUrl: e.SITE_URL ?? toml.siteUrl,
    additionalRedirectUrls:
      e.ADDITIONAL_REDIRECT_URLS === undefined
        ? toml.additionalRedirectUrls
        : splitList(e.ADDITIONAL_REDIRECT_URLS),
    mailerAutoconfirm: e.MAILER_AUTOCONFIRM ?? !toml.enableConfirmations,
    rateLimits: e.RATE_LIMITS,
    leadLimits: e.LEAD_LIMITS,
    trustedProxies: parseTrustedProxies(e.API_TRUSTED_PROXIES),
    maxBodyBytes: e.MAX_BODY_BYTES,
    smtpPort: smtpPortFrom(e.SMTP_PORT, toml.smtpPort),
    jwtExpirySeconds: e.JWT_EXPIRY ?? toml.jwtExpirySeconds,
    minPasswordLength: toml.minimumPasswordLength,
    maxRows: toml.maxRows,
    maxUploadBytes: toml.fileSizeLimitBytes,
    configFile,
    allowedHosts: [
      ...splitList(e.API_ALLOWED_HOSTS).map((h) => h.toLowerCase()),
      ...(externalUrl === undefined ? [] : [new URL(externalUrl).host]),
    ],
    insecureDefaults: problem === undefined ? [] : insecureDefaults,
    supabaseDir,
    externalUrl,
    apiUrl: apiUrlFor({ host: e.API_HOST, externalUrl }, e.API_PORT),
  };
}
