/**
 * JSON.parse for request bodies whose strings go to Postgres. JSON may spell a lone UTF-16 surrogate
 * (`"\ud800"`, `{"\udc00": 1}`), which no UTF-8 text can hold: Postgres refuses it in text and jsonb
 * (22P02), so it would surface as a 500. Go's encoding/json, which GoTrue reads bodies with, replaces
 * each lone surrogate by U+FFFD and carries on; so does this, in every string, object keys included,
 * at any depth. Two keys that become equal keep the later value, as Go's map does.
 *
 * A lone surrogate can only come from a `\uD800`–`\uDFFF` escape (the text itself was decoded from
 * UTF-8), so bodies without such an escape are parsed as they are, at JSON.parse's own speed.
 */
export function parseWellFormedJson(text: string): unknown {
  if (!/\\u[dD][89a-fA-F]/.test(text)) return JSON.parse(text);
  return JSON.parse(text, wellFormed);
}

/** The reviver: runs bottom-up, so nested values are already well formed when their holder is seen. */
function wellFormed(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return value.toWellFormed();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if (Object.keys(value).every((key) => key.isWellFormed())) return value;
  // Object.fromEntries defines each key as an own property: a "__proto__" key stays data.
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key.toWellFormed(), child]));
}
