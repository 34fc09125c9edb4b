import { hasInvisibleCharacters } from '../text/invisible-characters';
import { addressPartMixesScripts } from '../text/mixed-scripts';
import { FIELD_LIMITS } from './limits';

/**
 * The footer newsletter's rule. The spec asks for little (after trimming, not empty and containing an
 * at sign), but the leads table only keeps addresses shaped `x@y.z` (its check
 * `^[^@\s]+@[^@\s]+\.[^@\s]+$`, supabase/migrations/20251122100200_leads.sql). So the form asks for
 * that shape too: `a@b` gets the field's message at once instead of a failure toast after a round
 * trip that no retry could fix. A plain function, not only a zod schema, because the form sits in the
 * footer of every public page and zod's schemas cost more to build there than the rule is worth; the
 * `newsletterSchema` uses this same function, so the rule lives here once. String scans, no regular
 * expression: linear on any input.
 */
export function isNewsletterEmail(value: string): boolean {
  const email = value.trim();
  if (
    email.length === 0 ||
    email.length > FIELD_LIMITS.email ||
    /\s/.test(email) ||
    hasInvisibleCharacters(email) ||
    addressPartMixesScripts(email)
  )
    return false;
  const at = email.indexOf('@');
  // One at sign, with something before it.
  if (at < 1 || email.indexOf('@', at + 1) !== -1) return false;
  // A dot in the domain with something on both sides of it.
  return email.slice(at + 2, -1).includes('.');
}
