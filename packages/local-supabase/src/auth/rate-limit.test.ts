import { describe, expect, test } from 'vitest';
import { AuthError } from './errors';
import { RATE_LIMITS, RateLimiter } from './rate-limit';

const { max, windowMs } = RATE_LIMITS.email_sent_per_address_networks;

function refusal(run: () => void): AuthError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error as AuthError;
  }
}

describe('RateLimiter.distinct', () => {
  test(`lets ${max} members in per window; a member already in passes again without counting`, () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < max; i += 1)
      limiter.distinct('email_sent_per_address_networks', 'a@x.example', `net-${i}`, 0);
    for (let i = 0; i < 20; i += 1)
      limiter.distinct('email_sent_per_address_networks', 'a@x.example', 'net-0', 10);
    const error = refusal(() =>
      limiter.distinct('email_sent_per_address_networks', 'a@x.example', 'net-new', 1_000),
    );
    expect(error).toBeInstanceOf(AuthError);
    expect(error!.status).toBe(429);
    expect(error!.headers['Retry-After']).toBe(String(windowMs / 1000 - 1));
    // Another key has a window of its own.
    expect(
      refusal(() => limiter.distinct('email_sent_per_address_networks', 'b@x.example', 'net-new', 1_000)),
    ).toBe(undefined);
  });

  test('a new window lets new members in', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < max; i += 1)
      limiter.distinct('email_sent_per_address_networks', 'a@x.example', `net-${i}`, 0);
    expect(
      refusal(() => limiter.distinct('email_sent_per_address_networks', 'a@x.example', 'late', windowMs - 1)),
    ).toBeDefined();
    expect(
      refusal(() => limiter.distinct('email_sent_per_address_networks', 'a@x.example', 'late', windowMs)),
    ).toBe(undefined);
  });
});
