import { describe, expect, it } from 'vitest';
import { forEachTournamentRun } from './tournament';

// The adaptive tactic holds its estimated Nash floor longer (relaxed as 1 − t⁴ rather than 1 − t²).

describe('the adaptive Nash floor relaxation', () => {
  it('brings two adaptive agents nearer the Nash point over the bench seeds 1-4 (200 scenarios each)', () => {
    let total = 0;
    let deals = 0;
    for (const seed of [1, 2, 3, 4])
      forEachTournamentRun(seed, { pairs: [{ buyer: 'adaptive', seller: 'adaptive' }] }, ({ run }) => {
        if (!run.agreement) return;
        deals += 1;
        total += run.distanceToNash!;
      });
    // 1 − t²: 0.0758 (733 deals); 1 − t⁴: 0.0727 (733 deals), with issue #32's honest model and Nash
    // estimate (reading the grid's far end it was 0.0732 and 0.0692). A ceiling between the two; as many deals.
    expect(deals).toBe(733);
    expect(total / deals).toBeLessThan(0.074);
  }, 60_000);
});
