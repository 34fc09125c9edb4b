import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { opponentDirections } from './agent';
import { DELIVERY_DAYS, ISSUES, PAYMENT_DAYS, QUANTITIES, type Outcome } from './scenario';
import { preferencesOf, type Role } from './utility';

// The directions an agent tells its opponent model are the domain's, not a guess: for any opponent
// (any priorities, reservation and target), moving one issue the stated way never lowers its utility.

const weight = fc.integer({ min: 0, max: 10 });
const opponents = fc.record({
  reservation: fc.integer({ min: 50, max: 150 }),
  spread: fc.integer({ min: 1, max: 50 }),
  weights: fc.record({
    price: fc.integer({ min: 1, max: 10 }),
    quantity: weight,
    delivery: weight,
    payment: weight,
  }),
  role: fc.constantFrom<Role>('buyer', 'seller'),
  outcome: fc.record({
    price: fc.integer({ min: 0, max: 200 }),
    quantity: fc.constantFrom(...QUANTITIES),
    delivery: fc.constantFrom(...DELIVERY_DAYS),
    payment: fc.constantFrom(...PAYMENT_DAYS),
  }),
  step: fc.integer({ min: 1, max: 60 }),
});

describe('the issue directions known from the roles', () => {
  it('never point against the opponent’s real preference', () => {
    fc.assert(
      fc.property(opponents, ({ reservation, spread, weights, role, outcome, step }) => {
        const opponentRole: Role = role === 'buyer' ? 'seller' : 'buyer';
        const target = opponentRole === 'buyer' ? reservation - spread : reservation + spread;
        const opponent = preferencesOf(opponentRole, {
          reservation,
          target,
          weights,
          strategy: 'linear',
        });
        const directions = opponentDirections(role);
        for (const issue of ISSUES) {
          const moved: Outcome = { ...outcome, [issue]: outcome[issue] + directions[issue] * step };
          expect(opponent.utility(moved)).toBeGreaterThanOrEqual(opponent.utility(outcome) - 1e-12);
        }
      }),
    );
  });

  it('say what buyer and seller mean: a seller wants a high price, late delivery, short terms; both a large order', () => {
    expect(opponentDirections('buyer')).toEqual({ price: 1, quantity: 1, delivery: 1, payment: -1 });
    expect(opponentDirections('seller')).toEqual({ price: -1, quantity: 1, delivery: -1, payment: 1 });
  });
});
