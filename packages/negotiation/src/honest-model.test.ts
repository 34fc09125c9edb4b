import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoaAgent, opponentDirections } from './agent';
import { bidSpaceOf, estimatedNashUtility, estimatesOf } from './bidding';
import { ConcessionModel } from './concession-model';
import { domainOf } from './domain';
import { arenaOf } from './mechanism';
import { seededRandom } from './random';
import { DELIVERY_DAYS, ISSUES, PAYMENT_DAYS, QUANTITIES, type Outcome, type Scenario } from './scenario';
import { partsOf } from './strategies';
import { imitate } from './tactics';
import { randomScenario } from './tournament';
import type { Role } from './utility';

// Issue #32: no agent reads its opponent's private prices. The price grid is built from both sides'
// reservations and targets (scenario.ts `priceGrid`), so its ends and zone steps can be the opponent's
// private prices; an agent may bid on it, but its reasoning must not read them. Two scenarios alike for
// one side (its own preferences, the opponent's bids so far) but for the opponent's private
// reservation and target must give that side the same estimates, whatever the grid.

const opponentOf = (role: Role) => (role === 'buyer' ? 'seller' : 'buyer');

/** The scenario with the opponent's private prices replaced (kept a valid reservation and target). */
function withOpponentPrices(scenario: Scenario, role: Role, reservation: number, spread: number): Scenario {
  const opponent = opponentOf(role);
  const target = opponent === 'seller' ? reservation * (1 + spread) : reservation / (1 + spread);
  return { ...scenario, [opponent]: { ...scenario[opponent], reservation, target } };
}

const bid = fc.record({
  // Any price from far below to far above the agent's own: the opponent's bids are its own choice.
  price: fc.double({ min: 0.2, max: 3, noNaN: true }),
  quantity: fc.constantFrom(...QUANTITIES),
  delivery: fc.constantFrom(...DELIVERY_DAYS),
  payment: fc.constantFrom(...PAYMENT_DAYS),
});

const cases = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  role: fc.constantFrom<Role>('buyer', 'seller'),
  // The opponent's private prices in the two scenarios, relative to the agent's own reservation.
  reservations: fc.tuple(
    fc.double({ min: 0.3, max: 2.5, noNaN: true }),
    fc.double({ min: 0.3, max: 2.5, noNaN: true }),
  ),
  spreads: fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
  bids: fc.array(bid, { minLength: 1, maxLength: 12 }),
});

describe("the agents' reasoning reads nothing of the opponent's private prices", () => {
  it("gives the opponent model the same estimates whatever the opponent's reservation and target", () => {
    fc.assert(
      fc.property(cases, ({ seed, role, reservations, spreads, bids }) => {
        const base = randomScenario(seededRandom(seed));
        const own = base[role].reservation;
        const scenarios = [0, 1].map((index) =>
          withOpponentPrices(base, role, reservations[index]! * own, spreads[index]!),
        );
        const agents = scenarios.map((scenario) => {
          const arena = arenaOf(scenario);
          return new BoaAgent(
            arena.bidSpaces[role],
            arena.domain,
            partsOf(scenario[role]),
            scenario.deadline,
            seededRandom(seed),
          );
        });
        const probes: Outcome[] = [0.1, 0.5, 0.8, 1, 1.2, 1.7, 3.5].flatMap((share, index) => [
          {
            price: share * own,
            quantity: QUANTITIES[index % 5]!,
            delivery: DELIVERY_DAYS[index % 5]!,
            payment: PAYMENT_DAYS[index % 4]!,
          },
        ]);
        const estimates = (agent: BoaAgent) => ({
          weights: ISSUES.map((issue) => agent.model.weight(issue)),
          values: probes.map((probe) => ISSUES.map((issue) => agent.model.valueOf(issue, probe[issue]))),
          utilities: probes.map((probe) => agent.model.utility(probe)),
          reservation: agent.model.expectedReservation(),
        });
        expect(estimates(agents[1]!)).toEqual(estimates(agents[0]!));
        bids.forEach((share, round) => {
          const offer = { ...share, price: share.price * own };
          for (const agent of agents) agent.receive(offer, round + 1);
          expect(estimates(agents[1]!)).toEqual(estimates(agents[0]!));
        });
        expect(agents[1]!.model.state()).toEqual(agents[0]!.model.state());
      }),
      { numRuns: 200 },
    );
  });

  it("gives tit-for-tat the same target whatever the opponent's prices", () => {
    const kinds = fc.constantFrom<'relative' | 'absolute'>('relative', 'absolute');
    fc.assert(
      fc.property(cases, kinds, ({ seed, role, reservations, spreads, bids }, kind) => {
        if (bids.length < 3) return;
        const base = randomScenario(seededRandom(seed));
        const own = base[role].reservation;
        const opponent = bids.map((share) => ({ ...share, price: share.price * own }));
        const last = { ...opponent[0]!, price: base[role].target };
        const utilities = [0, 1].map((index) => {
          const scenario = withOpponentPrices(base, role, reservations[index]! * own, spreads[index]!);
          const arena = arenaOf(scenario);
          const space = arena.bidSpaces[role];
          const imitated = imitate(kind, 1, {
            t: 0.5,
            uMin: space.uMin,
            uMax: space.uMax,
            own: [last],
            opponent,
            prefs: space.prefs,
            domain: arena.domain,
            lastTarget: space.uMax,
          });
          return imitated && space.prefs.utility(imitated);
        });
        expect(utilities[1]).toBe(utilities[0]);
      }),
      { numRuns: 200 },
    );
  });

  it("gives the adaptive floor's Nash estimate the same value whatever the grid's far end", () => {
    // The grid's end beyond the agent's own target is the lowest (highest) price either side names:
    // the opponent's reservation when that is beyond the agent's target. Moving it further (a price
    // added beyond every other, one the agent values no more than its target) must not move the
    // estimate, whose rescaling once started from the lowest estimate over the bid space.
    fc.assert(
      fc.property(cases, fc.double({ min: 0.05, max: 0.9, noNaN: true }), ({ seed, role, bids }, beyond) => {
        const scenario = randomScenario(seededRandom(seed));
        const own = scenario[role];
        const prices = arenaOf(scenario).domain.values.price;
        const further = role === 'buyer' ? prices[0]! * beyond : prices.at(-1)! / beyond;
        const values = [0, 1].map((index) => {
          const domain = domainOf(index === 0 ? prices : [...prices, further].sort((a, b) => a - b));
          const space = bidSpaceOf(role, own, domain);
          const model = new ConcessionModel(domain, undefined, undefined, opponentDirections(role), {
            reservation: own.reservation,
            target: own.target,
          });
          for (const share of bids) model.update({ ...share, price: share.price * own.reservation });
          return estimatedNashUtility(space, estimatesOf(space, model, domain));
        });
        expect(values[1]).toBe(values[0]);
      }),
      { numRuns: 200 },
    );
  });
});
