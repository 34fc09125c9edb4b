import * as z from 'zod/mini';
import { isHttpUrl } from '../text/http-url';

// Optional fields of the editor and the profile form: an empty or blank value means "none" (null), so
// clearing a field clears it in the database (whose checks refuse a blank value).

/** Trimmed text of at most `max` characters; empty, blank or missing is null. */
export const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.nullish(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, tooLong))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

/** An http(s) URL a browser can load, of at most `max` characters; empty or missing is null. */
export const optionalHttpUrl = (max: number, notUrl: string, tooLong: string) =>
  z
    .pipe(
      z.nullish(z.string({ error: notUrl }).check(z.trim(), z.maxLength(max, tooLong))),
      z.transform((value: string | null | undefined) => (value ? value : null)),
    )
    .check(z.refine((value) => value === null || isHttpUrl(value), notUrl));
