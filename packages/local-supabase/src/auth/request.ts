import type { Context } from 'hono';
import { jsonTooDeep } from '@parley/shared/json';
import { parseWellFormedJson } from '../well-formed-json';
import { badRequest } from './errors';
import { clientIp } from './rate-limit';

/**
 * The JSON body as an object; GoTrue answers 400 bad_json for anything unparsable. A body nested
 * too deeply is refused the same way before it is parsed (Go's decoder says "exceeded max depth"):
 * re-serialising it for Postgres would overflow the stack. Lone UTF-16 surrogates (`"\ud800"`) in
 * any string or key are read as U+FFFD, as Go's decoder reads them, so they reach the handlers (and
 * Postgres, which refuses them) as ordinary text.
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  if (jsonTooDeep(text))
    throw badRequest('bad_json', 'Could not parse request body as JSON: exceeded max depth');
  try {
    const value = parseWellFormedJson(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    throw new Error('expected a JSON object');
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
}

/** A string field, or undefined for anything else (GoTrue ignores wrongly typed optional fields). */
export function str(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

export function clientInfo(c: Context): { userAgent?: string; ip?: string } {
  const ip = clientIp(c);
  return { userAgent: c.req.header('user-agent'), ip: ip === 'unknown' ? undefined : ip };
}

/**
 * Whether the text holds a control character (U+0000–U+001F, U+007F–U+009F). No address has one,
 * and Postgres text cannot hold U+0000 at all: letting it through turns a bad input into a 500.
 */
export function hasControlCharacter(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return /[\u0000-\u001f\u007f-\u009f]/.test(text);
}

/**
 * GoTrue's email check: something@something.tld, at most 255 characters. Written without a pattern
 * of overlapping quantifiers (`[^@]+\.[^@]+` backtracks on long dotted input): one `@`, only
 * printable ASCII (GoTrue's checkmail pattern allows no other character, so "é@x.io" and the
 * U+FFFD a lone surrogate was read as are invalid; no whitespace or control character either),
 * and a dot inside the domain that is neither its first nor its last character.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > 255 || !/^[\x21-\x7e]*$/.test(email)) return false;
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return false;
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}
