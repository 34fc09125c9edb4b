import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aclMessageSchema } from './fipa';
import {
  EXAMPLE_MULTI_SUPPLIER_SCENARIO,
  multiSupplierScenarioSchema,
  runMultiSupplier,
  type MultiSupplierScenario,
} from './multi-supplier';
import { seededRandom } from './random';
import { STRATEGIES } from './scenario';
import { randomScenario } from './tournament';
import { preferencesOf } from './utility';

/** A buyer and 2 to 5 suppliers drawn as the tournament draws sides, with any strategies. */
const scenarios = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    count: fc.integer({ min: 2, max: 5 }),
    strategies: fc.array(fc.constantFrom(...STRATEGIES), { minLength: 6, maxLength: 6 }),
  })
  .map(({ seed, count, strategies }): MultiSupplierScenario & { seed: number } => {
    const random = seededRandom(seed);
    const base = randomScenario(random);
    const suppliers = Array.from({ length: count }, (_, index) => {
      // Each supplier its own reservation, priorities and strategy around the same market price.
      const other = randomScenario(random);
      const scale = base.seller.reservation / other.seller.reservation;
      return {
        ...other.seller,
        reservation: Math.round(other.seller.reservation * scale * (0.9 + random() * 0.2)),
        target: Math.round(other.seller.target * scale * 1.1),
        strategy: strategies[index + 1]!,
      };
    });
    return {
      item: base.item,
      deadline: base.deadline,
      buyer: { ...base.buyer, strategy: strategies[0]! },
      suppliers,
      seed,
    };
  });

describe('one buyer, several suppliers', () => {
  it('makes at most one deal, within every reservation, with the best standing offer for the buyer', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const run = runMultiSupplier(scenario, scenario.seed);
        const deals = run.threads.filter((t) => t.result === 'agreement');
        expect(deals.length).toBeLessThanOrEqual(1);
        expect(deals.length === 1).toBe(run.winner !== undefined);
        const accepted = run.threads.flatMap((t) =>
          t.messages.filter((m) => m.performative === 'accept-proposal'),
        );
        expect(accepted.length).toBeLessThanOrEqual(1);
        for (const thread of run.threads)
          for (const message of thread.messages) aclMessageSchema.parse(message);
        if (!run.winner) return;
        const index = run.threads.findIndex((t) => t.supplier === run.winner!.supplier);
        const supplier = scenario.suppliers[index]!;
        expect(run.winner.outcome.price).toBeLessThanOrEqual(scenario.buyer.reservation);
        expect(run.winner.outcome.price).toBeGreaterThanOrEqual(supplier.reservation);
        // The deal is worth at least every offer standing for the buyer when it was accepted: each
        // supplier's last offer made before the deal's round, if within the buyer's reservation (an
        // offer replaces the supplier's earlier ones: a later one above the reservation leaves none).
        const buyer = preferencesOf('buyer', scenario.buyer);
        for (const thread of run.threads) {
          const standing = [...thread.offers]
            .reverse()
            .find((o) => o.by === 'seller' && o.round < run.winner!.round);
          if (standing && buyer.acceptable(standing.outcome))
            expect(run.winner.buyer).toBeGreaterThanOrEqual(standing.buyer - 1e-9);
        }
        expect(run.explanation).toContain(run.winner.supplier);
      }),
      { numRuns: 80 },
    );
  });

  it('never offers outside a side’s reservation, nor after the deadline, in any thread', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const run = runMultiSupplier(scenario, scenario.seed);
        run.threads.forEach((thread, index) => {
          for (const offer of thread.offers) {
            if (offer.by === 'buyer')
              expect(offer.outcome.price).toBeLessThanOrEqual(scenario.buyer.reservation);
            else expect(offer.outcome.price).toBeGreaterThanOrEqual(scenario.suppliers[index]!.reservation);
            expect(offer.round).toBeLessThanOrEqual(scenario.deadline);
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it('closes every thread with an inform of the thread’s own result (a declined thread: declined)', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const run = runMultiSupplier(scenario, scenario.seed);
        for (const thread of run.threads) {
          const closing = thread.messages.at(-1)!;
          expect(closing.performative).toBe('inform');
          expect(closing.content.result).toBe(thread.result);
          expect(thread.messages.filter((m) => m.performative === 'inform')).toHaveLength(1);
        }
      }),
      { numRuns: 60 },
    );
    const example = runMultiSupplier(EXAMPLE_MULTI_SUPPLIER_SCENARIO, 1);
    const declined = example.threads.filter((t) => t.result === 'declined');
    expect(declined.length).toBeGreaterThan(0);
    for (const thread of declined)
      expect(thread.messages.slice(-2).map((m) => [m.performative, m.content.result])).toEqual([
        ['reject-proposal', undefined],
        ['inform', 'declined'],
      ]);
  });

  it('explains the example: who won, by how much, who was declined; the same seed, the same run', () => {
    const run = runMultiSupplier(EXAMPLE_MULTI_SUPPLIER_SCENARIO, 1);
    expect(run.winner).toBeDefined();
    expect(run.explanation).toMatch(/^Supplier [ABC]: highest utility for the buyer, \d\.\d\d/);
    expect(run.explanation).toMatch(/were declined\.$/);
    expect(runMultiSupplier(EXAMPLE_MULTI_SUPPLIER_SCENARIO, 1)).toEqual(run);
  });

  const issuesOf = (value: unknown) =>
    multiSupplierScenarioSchema
      .safeParse(value)
      .error?.issues.map(({ path, message }) => [path.join('.'), message]);
  const example = EXAMPLE_MULTI_SUPPLIER_SCENARIO;

  it.each([
    ['one supplier', { ...example, suppliers: example.suppliers.slice(0, 1) }, 'suppliers'],
    [
      'six suppliers',
      {
        ...example,
        suppliers: [...example.suppliers, ...example.suppliers].map((s, i) => ({ ...s, name: `S${i}` })),
      },
      'suppliers',
    ],
    ['no suppliers field', { ...example, suppliers: undefined }, 'suppliers'],
    ['suppliers not a list', { ...example, suppliers: 'A,B' }, 'suppliers'],
    [
      'a supplier’s reservation as text',
      { ...example, suppliers: [{ ...example.suppliers[0]!, reservation: '88' }, example.suppliers[1]] },
      'suppliers.0.reservation',
    ],
    [
      'a supplier’s target below its reservation',
      { ...example, suppliers: [{ ...example.suppliers[0]!, target: 80 }, example.suppliers[1]] },
      'suppliers.0.target',
    ],
    [
      'an empty name',
      { ...example, suppliers: [{ ...example.suppliers[0]!, name: '  ' }, example.suppliers[1]] },
      'suppliers.0.name',
    ],
    [
      'a huge name',
      { ...example, suppliers: [{ ...example.suppliers[0]!, name: 'x'.repeat(41) }, example.suppliers[1]] },
      'suppliers.0.name',
    ],
    [
      'a repeated name',
      { ...example, suppliers: [example.suppliers[0], { ...example.suppliers[1]!, name: 'Supplier A' }] },
      'suppliers.1.name',
    ],
    ['a null buyer', { ...example, buyer: null }, 'buyer'],
  ])('refuses %s, naming the field', (_, value, field) => {
    const issues = issuesOf(value);
    expect(issues?.map(([path]) => path)).toContain(field);
    expect(() => runMultiSupplier(value as never, 1)).toThrow();
  });
});
