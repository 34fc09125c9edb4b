import type { Context } from 'hono';
import { stringFields } from './body-fields';
import { AuthError, forbidden, validationFailed } from './errors';
import { TOKEN_HASH_SHAPE, OTP_SHAPE, tokenHash } from './one-time-token';
import { isValidEmail } from './request';

/**
 * The types this backend issues a token for, and so the only ones /verify accepts: `signup` (the
 * confirmation mail), `recovery` (the recovery mail) and `email` (GoTrue's "either of them", what
 * auth-js sends for a 6-digit code). GoTrue's other types (invite, magiclink, email_change, sms,
 * phone_change) name tokens this backend never issues, so they could never match: they are refused
 * like any unknown type, before a lookup, with GoTrue's 400 validation_failed "Unsupported
 * verification type".
 */
export const VERIFY_TYPES = ['signup', 'recovery', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** A verify request that passed every check: a well-formed token hash, bound to an email for OTPs. */
export interface VerifyInput {
  type: VerifyType;
  hash: string;
  /** Set for the 6-digit code: the token must then belong to this address. */
  email?: string;
}

const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired');
/** GoTrue's answer to a wrong, expired or used 6-digit code. */
export const codeInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

function checkType(type: string | undefined): VerifyType {
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!(VERIFY_TYPES as readonly string[]).includes(type))
    throw validationFailed('Unsupported verification type');
  return type as VerifyType;
}

/**
 * A link token must look like one we issue: 56 lower-case hex characters (`tokenHash`). Anything else
 * can match no account, so it gets the answer GoTrue gives for an unknown token (403 otp_expired)
 * without touching the database.
 */
function checkHash(hash: string, invalid: () => AuthError): string {
  if (!TOKEN_HASH_SHAPE.test(hash)) throw invalid();
  return hash;
}

/**
 * POST /verify: `{type, token_hash}` or `{type, token, email}`, nothing mixed (GoTrue's
 * `VerifyParams.Validate`): both or neither token, a token_hash with an email, phone or
 * redirect_to, or a code with a phone are refused with 400 validation_failed. Wrongly typed fields
 * are 400 bad_json, and `null` counts as absent, as Go's decoder treats them.
 */
export function parseVerifyBody(body: Record<string, unknown>, jwtSecret: string): VerifyInput {
  const fields = stringFields(body, 'VerifyParams', [
    'type',
    'token',
    'token_hash',
    'email',
    'phone',
    'redirect_to',
  ] as const);
  const type = checkType(fields.type);
  const { token, token_hash: hash, email, phone, redirect_to: redirectTo } = fields;
  // Empty strings are "not given": `""` must never reach a lookup, where it could equal a spent token.
  if (!token === !hash) throw validationFailed('Verify requires either a token or a token hash');
  if (hash) {
    if (email || phone || redirectTo)
      throw validationFailed('Only the token_hash and type should be provided');
    return { type, hash: checkHash(hash, linkInvalid) };
  }
  if (phone || !email)
    throw validationFailed('Only an email address or phone number should be provided on verify');
  const address = email.trim().toLowerCase();
  if (!isValidEmail(address)) throw validationFailed('Unable to validate email address: invalid format');
  const code = token!.trim();
  if (!OTP_SHAPE.test(code)) throw codeInvalid();
  return { type, hash: tokenHash(jwtSecret, address, code), email: address };
}

/** The one value of a query parameter; a repeated parameter is refused (which one would count?). */
function single(c: Context, name: string): string | undefined {
  const values = c.req.queries(name);
  if (values && values.length > 1) throw validationFailed(`Duplicate query parameter: ${name}`);
  return values?.[0];
}

/**
 * GET /verify, the mailed link `?token=<token_hash>&type=<type>&redirect_to=<url>`. The link only
 * ever carries `token`; a `token_hash` beside it, or any of the three repeated, is refused.
 */
export function parseVerifyQuery(c: Context): { type: VerifyType; hash: string } {
  const type = checkType(single(c, 'type'));
  const token = single(c, 'token');
  if (c.req.queries('token_hash') !== undefined)
    throw validationFailed('Only the token and type should be provided');
  if (!token) throw validationFailed('Verify requires a token or a token hash');
  return { type, hash: checkHash(token, linkInvalid) };
}

/** `redirect_to` of the link, or undefined when it is repeated (then the site URL is used). */
export function queryRedirect(c: Context): string | undefined {
  const values = c.req.queries('redirect_to');
  return values?.length === 1 ? values[0] : undefined;
}
