import { EXAMPLE_SCENARIO, negotiate, STRATEGIES } from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import { strategyMatrix } from './matrix';
import { PRESETS } from './presets';

describe('strategyMatrix', () => {
  const matrix = strategyMatrix(EXAMPLE_SCENARIO, 7);

  it('has a row per buyer strategy and a cell per seller strategy, from the engine’s list', () => {
    expect(matrix.strategies).toEqual(STRATEGIES);
    expect(matrix.rows).toHaveLength(STRATEGIES.length);
    matrix.rows.forEach((row, i) => {
      expect(row.map((cell) => cell.seller)).toEqual(STRATEGIES);
      row.forEach((cell) => expect(cell.buyer).toBe(STRATEGIES[i]));
    });
    expect(matrix.rows.flat()).toHaveLength(STRATEGIES.length ** 2);
  });

  it('each cell is the real run of that pairing on the visitor’s deal', () => {
    for (const cell of matrix.rows.flat()) {
      const run = negotiate(
        {
          ...EXAMPLE_SCENARIO,
          buyer: { ...EXAMPLE_SCENARIO.buyer, strategy: cell.buyer },
          seller: { ...EXAMPLE_SCENARIO.seller, strategy: cell.seller },
        },
        7,
      );
      expect(cell.result).toBe(run.result);
      expect(cell.unitPrice).toBe(run.agreement?.outcome.price);
      expect(cell.value).toBe(run.agreement && run.agreement.outcome.price * run.agreement.outcome.quantity);
      expect(cell.buyerUtility).toBe(run.agreement?.buyer);
      expect(cell.distanceToNash).toBe(run.distanceToNash);
    }
    // Not one run copied 25 times: the pairings reach different deals.
    expect(new Set(matrix.rows.flat().map((cell) => cell.value)).size).toBeGreaterThan(3);
  });

  it('shows no deal in every cell when there is no zone of agreement', () => {
    const noZone = PRESETS.find((p) => p.id === 'no-zone')!;
    const cells = strategyMatrix(noZone.scenario, noZone.seed).rows.flat();
    expect(cells.every((cell) => cell.result === 'no-zone-of-agreement' && cell.value === undefined)).toBe(
      true,
    );
  });
});
