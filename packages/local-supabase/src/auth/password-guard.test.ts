import { describe, expect, test } from 'vitest';
import { AuthError } from './errors';
import { PasswordGuard } from './password-guard';
import { authTuning } from './tuning';

const { max, windowMs } = authTuning.passwordFailures;

function fail(guard: PasswordGuard, email: string, times: number, now = 0): void {
  for (let i = 0; i < times; i += 1) guard.begin(email, `198.51.100.${i}`, now);
}

describe('PasswordGuard', () => {
  test('locks an email after its failures, for new addresses, with GoTrue’s 429 and Retry-After', () => {
    const guard = new PasswordGuard();
    fail(guard, 'a@example.com', max);
    let refused: unknown;
    try {
      guard.begin('a@example.com', '203.0.113.1', 60_000);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AuthError);
    expect(refused).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect((refused as AuthError).headers['Retry-After']).toBe(String((windowMs - 60_000) / 1000));
    expect(() => guard.begin('a@example.com', '203.0.113.1', windowMs)).not.toThrow();
  });

  test('a success is given back and remembers its address, which the lock then lets through', () => {
    const guard = new PasswordGuard();
    guard.begin('a@example.com', 'home').succeeded();
    fail(guard, 'a@example.com', max - 1);
    // The success did not count: one more failure is still allowed.
    expect(() => guard.begin('a@example.com', 'elsewhere')).not.toThrow();
    expect(() => guard.begin('a@example.com', 'elsewhere-2')).toThrow(AuthError);
    expect(() => guard.begin('a@example.com', 'home').succeeded()).not.toThrow();
  });

  test('an address longer than any account’s is never counted nor kept', () => {
    const guard = new PasswordGuard();
    const huge = `${'a'.repeat(100_000)}@example.com`;
    fail(guard, huge, max * 3);
    expect(() => guard.begin(huge, 'new')).not.toThrow();
  });
});
