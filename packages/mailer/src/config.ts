import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { z } from 'zod';

const positiveInt = (fallback: number, max: number) =>
  z
    .string()
    .default(String(fallback))
    .refine((v) => /^[0-9]{1,7}$/.test(v) && Number(v) >= 1 && Number(v) <= max, {
      message: `must be a whole number from 1 to ${max}`,
    })
    .transform(Number);

/** Mails per second when NEWSLETTER_RATE_PER_SECOND is not set. */
export const DEFAULT_RATE_PER_SECOND = 10;

const httpUrl = z
  .string()
  .url()
  .refine((v) => /^https?:\/\//i.test(v), { message: 'must start with http:// or https://' });

/** The worker's environment (README "The newsletter's mail worker"). Every value is checked at start. */
const envSchema = z.object({
  SUPABASE_URL: httpUrl,
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20, 'the service-role key is required'),
  /** The provider's SMTP URL: smtps://user:pass@smtp.example.com:465, or smtp://127.0.0.1:54325 locally. */
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/[^\s]+$/i.test(v), { message: 'must be an smtp:// or smtps:// URL' }),
  /** The From header: an address, or `Name <address>`. */
  NEWSLETTER_FROM: z
    .string()
    .min(3)
    .max(320)
    .refine((v) => fromDomain(v) !== undefined, {
      message: 'must contain an address, e.g. Parley <news@example.com>',
    }),
  /** Shown in every mail's footer (anti-spam laws ask for it). */
  NEWSLETTER_POSTAL_ADDRESS: z.string().trim().min(1).max(500),
  /** The public site: confirmation and unsubscribe links point there. */
  SITE_URL: httpUrl,
  /**
   * Mails per second at most: set it to the provider's limit. The default is under every provider's
   * entry plan (SES starts accounts at 14/s), so an unset value never earns 4xx answers (README).
   */
  NEWSLETTER_RATE_PER_SECOND: positiveInt(DEFAULT_RATE_PER_SECOND, 100_000),
  /** Rows claimed at once. */
  NEWSLETTER_BATCH: positiveInt(50, 1000),
  /** How long a claim holds its rows; a worker that dies loses them to the next after this. */
  NEWSLETTER_LEASE_SECONDS: positiveInt(120, 3600),
  /** How long to wait when nothing is due. */
  NEWSLETTER_IDLE_MS: positiveInt(2000, 600_000),
  MAILER_WORKER_ID: z.string().min(1).max(200).optional(),
  /**
   * How long to wait for the SMTP server's TCP connection and then for its greeting (ms); a server that
   * never answers otherwise stalls the worker until the system's TCP timeout (minutes).
   */
  SMTP_TIMEOUT_MS: positiveInt(15_000, 600_000),
  /**
   * A PEM file of certificates to trust for smtps/STARTTLS besides the system's (a private CA, or a
   * test's self-signed server). Verification itself is never turned off.
   */
  SMTP_CA_FILE: z.string().min(1).max(4096).optional(),
  /** The worker's CPU priority (nice, 0 to 19): 10 by default, so a site on the same machine goes first. */
  MAILER_NICE: z
    .string()
    .default('10')
    .refine((v) => /^[0-9]{1,2}$/.test(v) && Number(v) <= 19, {
      message: 'must be a whole number from 0 to 19',
    })
    .transform(Number),
});

export interface MailerConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  smtpUrl: string;
  from: string;
  /** The domain of the From address: the right-hand side of every Message-ID. */
  messageIdDomain: string;
  postalAddress: string;
  siteUrl: string;
  ratePerSecond: number;
  batch: number;
  leaseSeconds: number;
  idleMs: number;
  workerId: string;
  /** Connection and greeting timeout of the SMTP server, ms (an idle socket gets four times as long, at least a minute). */
  smtpTimeoutMs: number;
  /** Extra certificates to trust for TLS to the SMTP server (SMTP_CA_FILE's contents). */
  smtpCa?: string;
  /** The CPU priority the worker's process takes (nice). */
  nice: number;
}

/** The domain of `news@example.com` or `Name <news@example.com>`. */
export function fromDomain(from: string): string | undefined {
  const address = /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const at = address.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = address.slice(at + 1).toLowerCase();
  return /^[a-z0-9.-]{1,253}$/.test(domain) && domain.includes('.') ? domain : undefined;
}

/** Reads the worker's configuration; throws one message naming every bad variable. */
export function readMailerConfig(env: Record<string, string | undefined>): MailerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The mail worker's environment is incomplete or wrong:\n${lines.join('\n')}`);
  }
  const e = result.data;
  let smtpCa: string | undefined;
  if (e.SMTP_CA_FILE !== undefined) {
    try {
      smtpCa = readFileSync(e.SMTP_CA_FILE, 'utf8');
    } catch (error) {
      throw new Error(
        `The mail worker's environment is incomplete or wrong:\n  SMTP_CA_FILE: cannot be read (${(error as Error).message})`,
      );
    }
    if (!smtpCa.includes('-----BEGIN CERTIFICATE-----')) {
      throw new Error(
        "The mail worker's environment is incomplete or wrong:\n  SMTP_CA_FILE: must be a PEM file of certificates",
      );
    }
  }
  return {
    supabaseUrl: e.SUPABASE_URL.replace(/\/+$/, ''),
    serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
    smtpUrl: e.SMTP_URL,
    from: e.NEWSLETTER_FROM,
    messageIdDomain: fromDomain(e.NEWSLETTER_FROM)!,
    postalAddress: e.NEWSLETTER_POSTAL_ADDRESS,
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    ratePerSecond: e.NEWSLETTER_RATE_PER_SECOND,
    batch: e.NEWSLETTER_BATCH,
    leaseSeconds: e.NEWSLETTER_LEASE_SECONDS,
    idleMs: e.NEWSLETTER_IDLE_MS,
    workerId: e.MAILER_WORKER_ID ?? `${hostname()}:${process.pid}`,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    ...(smtpCa !== undefined ? { smtpCa } : {}),
    nice: e.MAILER_NICE,
  };
}
