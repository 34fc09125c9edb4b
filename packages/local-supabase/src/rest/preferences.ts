import type { Context } from 'hono';
import { RestError } from './errors';

/**
 * The values PostgREST recognises for each preference (ApiRequest/Preferences.hs `acceptedPrefs`),
 * compared as exact, case-sensitive `name=value` tokens. `tx` and `params` are recognised but not
 * acted on here (Supabase does not let a request override the transaction end; `params` is
 * PostgREST's deprecated single-object calling), as PostgREST itself ignores `tx` on Supabase.
 */
const RECOGNISED = new Map<string, readonly string[]>([
  ['resolution', ['merge-duplicates', 'ignore-duplicates']],
  ['return', ['representation', 'minimal', 'headers-only']],
  ['params', ['single-object']],
  ['count', ['exact', 'planned', 'estimated']],
  ['tx', ['commit', 'rollback']],
  ['missing', ['default', 'null']],
  ['handling', ['strict', 'lenient']],
]);

/**
 * Preferences whose value PostgREST reads itself, so it never counts them as invalid: `max-affected`
 * (any value; the writer checks it under handling=strict) and `timezone` (PostgREST checks the name
 * against pg_timezone_names; this server does not apply it, and ignores it in both modes).
 */
const FREE_VALUED = ['max-affected', 'timezone'];

/**
 * Preferences read from the Prefer header(s): PostgREST knows about ten, so past this many the rest
 * are not looked at (and not reported as invalid) instead of splitting 100 KB of commas.
 */
const MAX_PREFERENCES = 32;

/**
 * The Prefer header(s), the way PostgREST reads them: split on commas, trimmed; for each kind the
 * first recognised value wins, and anything unrecognised (an unknown name, or `return=` with an
 * unknown value) is ignored. Under `Prefer: handling=strict` an unrecognised preference is refused
 * instead: 400 PGRST122, naming each one in the order given. Returns kind → value (`return` →
 * `representation`, `max-affected` → its raw text).
 */
export function preferences(c: Context): Map<string, string> {
  const prefs = new Map<string, string>();
  const invalid: string[] = [];
  for (const part of (c.req.header('prefer') ?? '').split(',', MAX_PREFERENCES)) {
    const token = part.trim();
    if (token === '') continue;
    const at = token.indexOf('=');
    const name = at < 0 ? token : token.slice(0, at);
    const value = at < 0 ? '' : token.slice(at + 1);
    if (at > 0 && FREE_VALUED.includes(name)) {
      if (!prefs.has(name)) prefs.set(name, value);
    } else if (at > 0 && RECOGNISED.get(name)?.includes(value)) {
      if (!prefs.has(name)) prefs.set(name, value);
    } else {
      invalid.push(token);
    }
  }
  if (prefs.get('handling') === 'strict' && invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}
