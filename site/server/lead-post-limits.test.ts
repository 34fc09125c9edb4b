import { describe, expect, test } from 'vitest';
import { LeadPostLimiter } from './lead-post-limits';

/** The database counts leads per network too (migration 20251204140000); the site holds it first. */
describe('LeadPostLimiter', () => {
  const at = (ms: number) => () => ms;

  test('the /64s of one IPv6 /48 post at most 4 clients’ lead forms a minute; another /48 is unaffected', () => {
    const limiter = new LeadPostLimiter(at(1_000));
    for (let client = 1; client <= 4; client++)
      for (let i = 0; i < 5; i++) expect(limiter.hit(`2001:db8:48:${client}::1`)).toBeNull();
    const retryAfter = limiter.hit('2001:db8:48:ffff::7');
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limiter.hit('2001:db8:49:1::1')).toBeNull();
  });

  test('the addresses of one IPv4 /24 post at most 16 clients’ lead forms a minute', () => {
    const limiter = new LeadPostLimiter(at(1_000));
    for (let client = 1; client <= 16; client++)
      for (let i = 0; i < 5; i++) expect(limiter.hit(`192.0.2.${client}`)).toBeNull();
    expect(limiter.hit('192.0.2.200')).not.toBeNull();
    expect(limiter.hit('192.0.3.1')).toBeNull();
  });

  test('a client keeps its own limit of 5 a minute', () => {
    const limiter = new LeadPostLimiter(at(1_000));
    for (let i = 0; i < 5; i++) expect(limiter.hit('203.0.113.1')).toBeNull();
    expect(limiter.hit('203.0.113.1')).not.toBeNull();
    expect(limiter.hit('203.0.113.2')).toBeNull();
  });

  test('a network’s hour: 80 for a /48, whatever the minutes', () => {
    let now = 0;
    const limiter = new LeadPostLimiter(() => now);
    let stored = 0;
    for (let client = 1; client <= 20; client++) {
      now = client * 61_000; // a new minute for each client, within the hour
      for (let i = 0; i < 5; i++) if (limiter.hit(`2001:db8:50:${client}::1`) === null) stored += 1;
    }
    expect(stored).toBe(80);
  });
});
