import { EXAMPLE_MULTI_SUPPLIER_SCENARIO, runMultiSupplier } from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import { multiSupplierView } from './multi-view';

describe('multiSupplierView', () => {
  const run = runMultiSupplier(EXAMPLE_MULTI_SUPPLIER_SCENARIO, 1);
  const view = multiSupplierView(run);

  it('names the winner with the deal in money, and the engine’s explanation', () => {
    const winner = run.winner!;
    expect(view.headline).toMatch(
      new RegExp(`^${winner.supplier} wins: [\\d,]+ units at \\$\\d+\\.\\d\\d, `),
    );
    expect(view.headline).toContain(`(round ${winner.round} of ${run.scenario.deadline})`);
    expect(view.explanation).toBe(run.explanation);
  });

  it('shows each thread in order, one sentence a message, the supplier called by its name', () => {
    expect(view.threads.map((t) => t.supplier)).toEqual(['Supplier A', 'Supplier B', 'Supplier C']);
    view.threads.forEach((thread, index) => {
      expect(thread.lines).toHaveLength(run.threads[index]!.messages.length);
      expect(thread.lines[0]).toBe('Buyer calls for proposals: Industrial sensors.');
      expect(thread.lines[1]).toMatch(new RegExp(`^${thread.supplier} offers .* at \\$\\d+\\.\\d\\d, `));
      expect(thread.lines.join(' ')).not.toMatch(/supplier-\w-agent/);
    });
    expect(view.threads[0]!.about).toBe('Conceder (concedes early), reservation $88.00 a unit');
  });

  it('says which threads were declined and which one made the deal', () => {
    const results = view.threads.map((t) => t.resultText);
    expect(results.filter((text) => text === 'Deal')).toHaveLength(1);
    const declined = view.threads.filter((t) => t.result === 'declined');
    expect(declined.length).toBeGreaterThan(0);
    for (const thread of declined) {
      expect(thread.lines.at(-2)).toMatch(
        /^Buyer rejects the last offer, having made its deal with another supplier: /,
      );
      expect(thread.lines.at(-1)).toMatch(
        /closes this thread: the buyer made its deal with another supplier\./,
      );
    }
  });

  it('says so when no supplier is within the buyer’s reservation', () => {
    const apart = {
      ...EXAMPLE_MULTI_SUPPLIER_SCENARIO,
      buyer: { ...EXAMPLE_MULTI_SUPPLIER_SCENARIO.buyer, reservation: 50, target: 40 },
    };
    const none = multiSupplierView(runMultiSupplier(apart, 1));
    expect(none.headline).toBe('No deal with any supplier.');
    expect(none.threads.every((t) => t.result !== 'agreement')).toBe(true);
  });
});
