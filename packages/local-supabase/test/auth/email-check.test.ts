import fc from 'fast-check';
import { expect, test } from 'vitest';
import { isValidEmail } from '../../src/auth/request';

/**
 * The rule as a pattern: something@something.tld in printable ASCII without `@` (GoTrue's checkmail
 * pattern allows no character outside ASCII). Fine as a test oracle on short strings, backtracks on
 * long ones.
 */
const ORACLE = /^[\x21-\x3f\x41-\x7e]+@[\x21-\x3f\x41-\x7e]+\.[\x21-\x3f\x41-\x7e]+$/;

test('isValidEmail agrees with something@something.tld in ASCII on every short string', () => {
  const text = fc
    .array(fc.constantFrom('a', 'b', '.', '@', ' ', '\t', '-', '+', 'é', '\ufffd', '\ud800', '\u0085'), {
      maxLength: 12,
    })
    .map((chars) => chars.join(''));
  fc.assert(
    fc.property(text, (email) => {
      expect(isValidEmail(email)).toBe(ORACLE.test(email));
    }),
    { numRuns: 5000 },
  );
});

test('isValidEmail is linear: long hostile input is answered at once', () => {
  const hostile = `a@${'.'.repeat(200_000)}`;
  const start = performance.now();
  expect(isValidEmail(hostile)).toBe(false);
  expect(isValidEmail(`a@b${'.c'.repeat(100)}`)).toBe(true);
  expect(performance.now() - start).toBeLessThan(50);
});
