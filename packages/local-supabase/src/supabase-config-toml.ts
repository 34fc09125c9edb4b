// supabase/config.toml is the Supabase CLI's configuration (`supabase start`). The embedded backend
// reads the same file for the settings both stacks share, so one file configures both and nothing is
// copied by hand. Every key read here is required: a default of ours would be a second copy of the
// CLI's, and the two would drift apart.
import { readFileSync } from 'node:fs';
import { parse, TomlError } from 'smol-toml';
import { z } from 'zod';

/** What the embedded backend takes from config.toml. */
export interface SupabaseTomlSettings {
  /** [auth] site_url: where mailed links lead when no redirect is asked for (or one is refused). */
  siteUrl: string;
  /** [auth] additional_redirect_urls: the other allowed redirect targets (prefixes, no wildcards). */
  additionalRedirectUrls: string[];
  /** [auth] jwt_expiry: access-token lifetime in seconds. */
  jwtExpirySeconds: number;
  /** [auth.email] enable_confirmations: sign-up sends a confirmation mail (else autoconfirm). */
  enableConfirmations: boolean;
  /** [auth] minimum_password_length, in UTF-8 bytes as GoTrue counts. */
  minimumPasswordLength: number;
  /** [api] max_rows: a REST read never returns more rows than this. */
  maxRows: number;
  /** [storage] file_size_limit in bytes: the largest upload, whatever a bucket allows. */
  fileSizeLimitBytes: number;
  /** [inbucket] smtp_port when declared: the local SMTP server's port. */
  smtpPort: number | undefined;
}

/** Access tokens: at least 2 minutes (auth-js refreshes 90 s before expiry), at most a week. */
const JWT_EXPIRY_RULE = 'must be a whole number of seconds from 120 to 604800 (a week)';
/** The embedded backend reads an upload into memory, so its cap stays far below Node's Buffer limit. */
const MAX_FILE_SIZE_LIMIT = 1024 ** 3;
/** docs/limits.md measures reads of up to 1000 rows on PGlite; ten times that is the ceiling. */
const MAX_MAX_ROWS = 10_000;
const MAX_REDIRECT_URLS = 100;

/**
 * The Supabase CLI's byte sizes (docker/go-units RAMInBytes): a number, an optional space, then an
 * optional binary unit, case-insensitive, the `i` and `b` optional: "50MiB", "50MB" and "50m" are all
 * 50 × 1024². Linear: no nested or adjacent overlapping quantifiers.
 */
const SIZE = /^([0-9]{1,12}(?:\.[0-9]{1,6})?) ?([kmgtp]?)i?b?$/i;
const UNIT_POWER: Record<string, number> = { '': 0, k: 1, m: 2, g: 3, t: 4, p: 5 };

function bytesOf(text: string): number | undefined {
  const match = SIZE.exec(text);
  if (!match) return undefined;
  return Math.floor(Number(match[1]) * 1024 ** UNIT_POWER[match[2]!.toLowerCase()]!);
}

const httpUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http:// or https:// URL');

const redirectUrl = httpUrl.refine(
  (value) => !value.includes('*'),
  'wildcards (*, **) are not supported by the embedded backend: list each URL (a URL allows the paths below it)',
);

const tomlSchema = z.object({
  api: z.object({
    max_rows: z
      .number()
      .int()
      .min(1)
      .max(MAX_MAX_ROWS, `must be at most ${MAX_MAX_ROWS} on the embedded backend (docs/limits.md)`),
  }),
  storage: z
    .object({
      file_size_limit: z.string().transform((value, ctx) => {
        const bytes = bytesOf(value.trim());
        if (bytes === undefined || bytes < 1 || bytes > MAX_FILE_SIZE_LIMIT) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be a size from 1B to 1GiB, as the Supabase CLI writes it, e.g. "50MiB"',
          });
          return z.NEVER;
        }
        return bytes;
      }),
      buckets: z.unknown().optional(),
    })
    .refine((storage) => storage.buckets === undefined, {
      path: ['buckets'],
      message:
        'the embedded backend does not create buckets from config.toml: create them in a migration (as post-images is)',
    }),
  inbucket: z.object({ smtp_port: z.number().int().min(1).max(65535).optional() }).optional(),
  auth: z.object({
    site_url: httpUrl,
    additional_redirect_urls: z.array(redirectUrl).max(MAX_REDIRECT_URLS),
    jwt_expiry: z.number().int(JWT_EXPIRY_RULE).min(120, JWT_EXPIRY_RULE).max(604_800, JWT_EXPIRY_RULE),
    // GoTrue refuses less than 6; bcrypt reads no more than 72 bytes.
    minimum_password_length: z.number().int().min(6).max(72),
    password_requirements: z
      .literal('', {
        error:
          'only "" (length alone) is supported by the embedded backend: it does not check character classes',
      })
      .optional(),
    email: z.object({ enable_confirmations: z.boolean() }),
  }),
});

/** Where the key of a zod issue sits in config.toml, e.g. `[auth.email] enable_confirmations`. */
function keyName(path: PropertyKey[]): string {
  const parts = path.map(String);
  const at = parts.findIndex((part) => /^[0-9]+$/.test(part));
  const keyParts = at === -1 ? parts : parts.slice(0, at);
  const index = at === -1 ? '' : `[${parts.slice(at).join('][')}]`;
  if (keyParts.length <= 1) return `${keyParts.join('')}${index}`;
  return `[${keyParts.slice(0, -1).join('.')}] ${keyParts.at(-1)}${index}`;
}

/** The parsed TOML value at a zod issue's path; undefined where the key is absent. */
function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Parses and checks the text of a config.toml; `file` names it in the messages. */
export function parseSupabaseToml(text: string, file: string): SupabaseTomlSettings {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    // The first line of smol-toml's message; the code block after it would repeat the file's text.
    const detail = error.message.split('\n')[0];
    throw new Error(`${file} is not valid TOML, line ${error.line}, column ${error.column}: ${detail}`);
  }
  const parsed = tomlSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const missing = valueAt(raw, issue.path) === undefined;
      return `  ${keyName(issue.path)}: ${missing ? 'is missing' : issue.message}`;
    });
    throw new Error(`Invalid ${file}:\n${problems.join('\n')}`);
  }
  const { api, storage, inbucket, auth } = parsed.data;
  return {
    siteUrl: auth.site_url,
    additionalRedirectUrls: auth.additional_redirect_urls,
    jwtExpirySeconds: auth.jwt_expiry,
    enableConfirmations: auth.email.enable_confirmations,
    minimumPasswordLength: auth.minimum_password_length,
    maxRows: api.max_rows,
    fileSizeLimitBytes: storage.file_size_limit,
    smtpPort: inbucket?.smtp_port,
  };
}

/** Reads and checks a config.toml file. */
export function readSupabaseToml(file: string): SupabaseTomlSettings {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT'
        ? `${file} not found: the embedded backend takes [auth], [api] and [storage] from the Supabase CLI's config.toml (SUPABASE_CONFIG_FILE names another)`
        : `${file} cannot be read: ${(error as Error).message}`,
    );
  }
  return parseSupabaseToml(text, file);
}
