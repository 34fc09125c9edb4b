/**
 * The token of `Authorization: Bearer <token>` (scheme case-insensitive, whitespace around the token
 * allowed), '' for a Bearer header without a token, undefined when the header is absent or another
 * scheme. Written with trim/indexOf rather than `/^Bearer\s+(\S*)\s*$/`: that expression can split a
 * run of spaces between `\s+` and `\s*` in n ways, so a long header took quadratic time.
 */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined || header.length <= 6) return undefined;
  if (header.slice(0, 6).toLowerCase() !== 'bearer') return undefined;
  const rest = header.slice(6);
  // The scheme must be followed by whitespace (`Bearerx` is another scheme).
  if (rest[0]!.trim() !== '') return undefined;
  const token = rest.trim();
  // A token is one word: `Bearer a b` is malformed, as the old expression had it.
  for (let i = 0; i < token.length; i++) if (token[i]!.trim() === '') return undefined;
  return token;
}
