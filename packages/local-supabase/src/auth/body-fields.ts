import { z } from 'zod';
import { badRequest } from './errors';

/** The JSON kind Go's encoding/json names in its "cannot unmarshal" message. */
function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value; // 'number' | 'object'
}

/**
 * Reads the string fields of a JSON body the way GoTrue's Go structs do: an absent field or `null`
 * is "not given" (undefined here), and any other non-string (number, boolean, array, object) fails
 * the whole request with 400 `bad_json`, as Go's decoder does. Silently ignoring a wrongly typed
 * field would let `{"token_hash": 0}` fall through to another branch of the handler.
 */
export function stringFields<K extends string>(
  body: Record<string, unknown>,
  struct: string,
  keys: readonly K[],
): Record<K, string | undefined> {
  const schema = z.object(Object.fromEntries(keys.map((key) => [key, z.string().nullish()])));
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const key = String(parsed.error.issues[0]!.path[0]);
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(body[key])} into Go struct field ${struct}.${key} of type string`,
    );
  }
  const out = {} as Record<K, string | undefined>;
  for (const key of keys) out[key] = (parsed.data[key] as string | null | undefined) ?? undefined;
  return out;
}

/**
 * Whether any string in a parsed JSON value, object keys included, holds U+0000. Postgres's jsonb
 * cannot store that character (22P05), so metadata holding it must be refused as bad input before
 * any write rather than fail inside the insert as a 500. Iterative (an explicit stack), so it cannot
 * overflow whatever the nesting; readJson already refuses very deep bodies.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
