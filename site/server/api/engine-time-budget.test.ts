// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EngineTimeBudget } from './engine-time-budget';

// 500 ms a second (PUBLIC_API): 100 kept for light clients, a light client under 20 ms, a light
// network under 50 ms, a network at most 200 ms. Runs of 12 ms (the heaviest scenario).
describe('EngineTimeBudget', () => {
  /** Runs `client`'s heaviest run while the budget allows it: whether it ran. */
  const runIfAllowed = (budget: EngineTimeBudget, client: string) => {
    if (budget.retryAfter(client) !== null) return false;
    budget.spend(client, 12);
    return true;
  };

  it('serves light clients beside 5 heavy ones at their own limit, and stays within the budget and one run', () => {
    const budget = new EngineTimeBudget(500, () => 0);
    const heavy = ['198.51.100.1', '198.51.101.1', '203.0.113.1', '2001:db8:1::1', '2001:db8:2::1'];
    let heavyRuns = 0;
    for (let round = 0; round < 10; round++)
      for (const client of heavy) if (runIfAllowed(budget, client)) heavyRuns += 1;
    // The heavy ones stop once only the light part is left: 400 ms, and one run over it.
    expect(heavyRuns).toBe(Math.ceil(400 / 12));
    // A developer's curl, the playground: two heaviest runs each, from 4 other networks.
    for (const light of ['192.0.2.1', '192.0.3.1', '2001:db8:a::1', '2001:db8:b::1']) {
      expect(runIfAllowed(budget, light)).toBe(true);
      expect(runIfAllowed(budget, light)).toBe(true);
      expect(runIfAllowed(budget, light)).toBe(false); // no longer light
    }
    expect(budget.spentMs).toBeLessThan(500 + 12);
    // Past the whole budget, nobody: the pages keep the rest of the second.
    expect(budget.retryAfter('192.0.4.1')).toBe(1);
  });

  it('keeps a network to its share: 40 /64s of one /48 stop at 200 ms, another network is served', () => {
    const budget = new EngineTimeBudget(500, () => 0);
    let runs = 0;
    for (let i = 0; i < 40; i++) if (runIfAllowed(budget, `2001:db8:1:${i.toString(16)}::1`)) runs += 1;
    expect(runs).toBe(Math.ceil(200 / 12));
    for (let i = 0; i < 10; i++) expect(runIfAllowed(budget, '2001:db8:2:1::1')).toBe(true);
  });

  it('counts the light part per network too: the /64s of one /48 cannot drain it', () => {
    const budget = new EngineTimeBudget(500, () => 0);
    budget.spend('198.51.100.1', 400); // the heavy part is spent
    let runs = 0;
    for (let i = 0; i < 40; i++) if (runIfAllowed(budget, `2001:db8:1:${i.toString(16)}::1`)) runs += 1;
    expect(runs).toBe(Math.ceil(50 / 12));
    expect(runIfAllowed(budget, '192.0.2.1')).toBe(true);
  });

  it('starts every clock second afresh, for the clients and networks too', () => {
    let now = 0;
    const budget = new EngineTimeBudget(500, () => now);
    budget.spend('2001:db8:1::1', 600);
    expect(budget.retryAfter('192.0.2.1')).toBe(1);
    now = 1000;
    expect(budget.spentMs).toBe(0);
    expect(budget.retryAfter('2001:db8:1::1')).toBeNull();
  });
});
