// What bounds the work of one REST request. PGlite is a single Postgres backend in one Node thread:
// while a request runs, every other request (auth included) waits, and the roles' statement_timeout
// (set in platform.sql for hosted parity) is not enforced by PGlite. So a request's cost is bounded
// up front, by the shape of what it may ask for; docs/limits.md has the measurements behind these.

/** Nesting of `and(...)`/`or(...)` trees; deeper is a parse error (PGRST100), never a deep recursion. */
export const MAX_LOGIC_DEPTH = 16;

/** Filters (leaves of every tree plus top-level filters) in one request: each is a bind parameter. */
export const MAX_FILTERS = 100;

/** Values in one `in.(...)` list. */
export const MAX_IN_VALUES = 1000;

/** Terms in `order=`. */
export const MAX_ORDER_TERMS = 16;

/** Output columns of `select=` once `*` is expanded (Postgres refuses more than 1664 with a 500). */
export const MAX_SELECT_COLUMNS = 100;

/**
 * like/ilike: Postgres matches a pattern by scanning each row's text, and after a `%` it retries the
 * literal that follows at every position, so one pattern costs up to (text length × literal length)
 * per row, and ilike lowercases the text first. Measured on 10,000 posts of ~600 bytes (docs/limits.md):
 * one pattern on `content` is a full scan of 0.15-0.4 s on a busy two-core machine, and
 * `Prefer: count=exact` runs the filter twice (count, then page), so a request gets one, short.
 * The rows and their length are data, not request shape: these caps cannot bound them.
 */
export const MAX_PATTERN_FILTERS = 1;
export const MAX_PATTERN_LENGTH = 32;
export const MAX_PATTERN_WILDCARDS = 8;

/**
 * A filter's value (for `in`, the whole list): 16 KiB is what Node's HTTP server accepts for the
 * request line and headers together, so no request that can arrive over HTTP is refused by this;
 * it bounds in-process callers (app.request), where Postgres would otherwise parse, cast and echo
 * in its error message a value of any size (100 KB cost it about 50 ms).
 */
export const MAX_VALUE_LENGTH = 16_384;

/** limit/offset: plain decimal digits, at most this many (stays a safe integer and a bigint). */
export const MAX_NUMBER_DIGITS = 15;
