import { describe, expect, it } from 'vitest';
import { PENALTY_MAX_ENTRIES, PENALTY_MS, PENALTY_STRIKES, PenaltyBox } from './penalty-box';

/** A box on a clock the test moves. */
function setup(maxEntries?: number) {
  let now = 1_000;
  const box = new PenaltyBox(() => now, maxEntries);
  return { box, advance: (ms: number) => (now += ms) };
}

describe('PenaltyBox', () => {
  it('boxes a client refused 3 times within a second, for a second after that refusal', () => {
    const { box, advance } = setup();
    for (let i = 0; i < PENALTY_STRIKES - 1; i++) box.refused('198.51.100.7', 'client');
    expect(box.boxed('198.51.100.7')).toBeUndefined();
    box.refused('198.51.100.7', 'client');
    expect(box.boxed('198.51.100.7')).toBe('client');
    advance(PENALTY_MS - 1);
    expect(box.boxed('198.51.100.7')).toBe('client');
    advance(1);
    expect(box.boxed('198.51.100.7')).toBeUndefined();
  });

  it('ends the box 1 s after the last refusal however often the address asks at the door (its other visitors behind a NAT)', () => {
    const { box, advance } = setup();
    for (let i = 0; i < PENALTY_STRIKES; i++) box.refused('198.51.100.7', 'client');
    for (let ms = 0; ms < PENALTY_MS; ms += 10) {
      expect(box.boxed('198.51.100.7')).toBe('client');
      advance(10);
    }
    expect(box.boxed('198.51.100.7')).toBeUndefined();
    // Still flooding: refused the long way 3 more times, and boxed again.
    for (let i = 0; i < PENALTY_STRIKES; i++) box.refused('198.51.100.7', 'client');
    expect(box.boxed('198.51.100.7')).toBe('client');
  });

  it('never boxes a client whose refusals are spread out (a visitor honouring Retry-After), nor for 503s', () => {
    const { box, advance } = setup();
    for (let i = 0; i < 20; i++) {
      box.refused('198.51.100.7', 'client');
      advance(PENALTY_MS / 2);
      box.refused('198.51.100.7', 'site');
      box.refused('198.51.100.7', 'site');
      advance(PENALTY_MS / 2 + 1);
      expect(box.boxed('198.51.100.7')).toBeUndefined();
    }
  });

  it('boxes a client by its IPv6 /64, and never its neighbours of other /64s for its own refusals', () => {
    const { box } = setup();
    for (let i = 0; i < PENALTY_STRIKES; i++) box.refused(`2001:db8:1:2::${i + 1}`, 'client');
    expect(box.boxed('2001:db8:1:2::ffff')).toBe('client');
    expect(box.boxed('2001:db8:1:3::1')).toBeUndefined();
  });

  it('boxes an IPv6 /48 refused as a network: every /64 of it, no other network', () => {
    const { box } = setup();
    for (let i = 0; i < PENALTY_STRIKES; i++) box.refused(`2001:db8:1:${i}::1`, 'network');
    expect(box.boxed('2001:db8:1:beef::1')).toBe('network');
    expect(box.boxed('2001:db8:2::1')).toBeUndefined();
    expect(box.boxed('198.51.100.7')).toBeUndefined();
  });

  it('never boxes an IPv4 /24 (a carrier-grade NAT’s thousands of visitors), only the addresses refused', () => {
    const { box } = setup();
    for (let i = 0; i < PENALTY_STRIKES; i++) box.refused(`203.0.113.${i + 1}`, 'network');
    for (let i = 0; i < PENALTY_STRIKES; i++) box.refused('203.0.113.9', 'network');
    expect(box.boxed('203.0.113.9')).toBe('client');
    expect(box.boxed('203.0.113.1')).toBeUndefined();
    expect(box.boxed('203.0.113.200')).toBeUndefined();
  });

  it('serves an honest client of the flooding /48 again once the flood stops and it waits its Retry-After', () => {
    const { box, advance } = setup();
    const flood = () => {
      for (let i = 0; i < 40; i++) {
        const client = `2001:db8:1:${i.toString(16)}::1`;
        if (box.boxed(client) === undefined) box.refused(client, 'network');
      }
    };
    for (let tick = 0; tick < 50; tick++) {
      advance(20);
      flood(); // each /64 asks again the moment it is answered: boxed again as soon as a box ends
    }
    const honest = '2001:db8:1:cafe::1';
    expect(box.boxed(honest)).toBe('network'); // during the flood: as the render line refuses it anyway
    advance(PENALTY_MS); // the flood stopped; the honest client waited the Retry-After it was sent
    expect(box.boxed(honest)).toBeUndefined();
  });

  it('stays bounded under 100,000 distinct /64s, of one /48 or each of its own, and forgets what expired', () => {
    const { box, advance } = setup();
    for (let i = 0; i < 100_000; i++) {
      const sameNetwork = `2001:db8:1:${i.toString(16)}::1`;
      const ownNetwork = `2001:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`;
      for (const client of [sameNetwork, ownNetwork]) {
        if (box.boxed(client) === undefined) box.refused(client, 'network');
      }
      if (i % 1000 === 0) advance(1);
    }
    expect(box.size.clients).toBeLessThanOrEqual(PENALTY_MAX_ENTRIES);
    expect(box.size.networks).toBeLessThanOrEqual(PENALTY_MAX_ENTRIES);
    // The /48 flooding with every /64 was boxed as one network throughout.
    expect(box.boxed('2001:db8:1:ffff::1')).toBe('network');
    advance(PENALTY_MS * 2);
    expect(box.boxed('2001:db8:1:ffff::1')).toBeUndefined();
  });

  it('takes any client string: unknown (in-process), empty, malformed, huge', () => {
    const { box } = setup();
    for (const client of ['unknown', '', 'not an address', ':::::', 'x'.repeat(100_000)]) {
      for (let i = 0; i < PENALTY_STRIKES; i++) box.refused(client, 'network');
      expect(box.boxed(client)).toBe('client');
    }
    expect(box.boxed('198.51.100.7')).toBeUndefined();
  });
});
