import fc from 'fast-check';
import { expect, test } from 'vitest';
import { isValidEmail } from '../../src/auth/request';

/** GoTrue's rule as a pattern: fine as a test oracle on short strings, backtracks on long ones. */
const ORACLE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

test('isValidEmail agrees with something@something.tld on every short string', () => {
  const text = fc
    .array(fc.constantFrom('a', 'b', '.', '@', ' ', '\t', '-', '+', 'é'), { maxLength: 12 })
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
