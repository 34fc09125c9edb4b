import { agentPartsSchema } from './boa-schema';
import { z } from './zod';

// A negotiation's setting: what is bought, the discretised issues, and each side's preferences.

/** The issues negotiated, besides the item itself. */
export const ISSUES = ['price', 'quantity', 'delivery', 'payment'] as const;
export type Issue = (typeof ISSUES)[number];

export const STRATEGIES = ['boulware', 'linear', 'conceder', 'tit-for-tat', 'adaptive'] as const;
export type StrategyName = (typeof STRATEGIES)[number];

export const ITEMS = ['Industrial sensors', 'Office laptops', 'Steel coils', 'Cloud storage (TB)'] as const;

/** Quantities (units), delivery times (days) and payment terms (days, "net N") on offer. */
export const QUANTITIES = [100, 250, 500, 750, 1000] as const;
export const DELIVERY_DAYS = [7, 14, 21, 30, 45] as const;
export const PAYMENT_DAYS = [0, 15, 30, 60] as const;
/** Prices are discretised into this many steps between the two sides' extremes. */
export const PRICE_STEPS = 21;
/** The longest deadline a visitor may set: keeps a run and a tournament fast. */
export const MAX_ROUNDS = 100;
export const MAX_PRICE = 1_000_000;

const weight = z.number().check(z.gte(0), z.lte(10));

export const sideSchema = z
  .object({
    /** The worst acceptable unit price: the highest for the buyer, the lowest for the seller. */
    reservation: z.number().check(z.positive(), z.lte(MAX_PRICE)),
    /** The unit price hoped for: the lowest for the buyer, the highest for the seller. */
    target: z.number().check(z.positive(), z.lte(MAX_PRICE)),
    /** Priorities over the issues (any non-negative scale; normalised to sum to 1). */
    weights: z.object({ price: weight, quantity: weight, delivery: weight, payment: weight }),
    strategy: z.enum(STRATEGIES),
    /** The agent's parts (bidding, acceptance, opponent model), each overriding the strategy's. */
    agent: z.optional(agentPartsSchema),
  })
  .check(
    z.refine((side) => ISSUES.some((issue) => side.weights[issue] > 0), {
      message: 'At least one priority must be above zero.',
      path: ['weights'],
    }),
  );
export type Side = z.infer<typeof sideSchema>;

export const scenarioSchema = z
  .object({
    item: z.enum(ITEMS),
    /** Rounds (one offer each) before the negotiation ends without a deal. */
    deadline: z.number().check(z.int(), z.gte(2), z.lte(MAX_ROUNDS)),
    buyer: sideSchema,
    seller: sideSchema,
    /**
     * After a deal, Raiffa's post-settlement step (`post-settlement.ts`): a mediator proposes an
     * outcome better for both, which replaces the deal if both consent. Off unless true.
     */
    postSettlement: z.optional(z.boolean()),
  })
  .check(
    z.refine((s) => s.buyer.target <= s.buyer.reservation, {
      message: "The buyer's target must not be above its reservation price.",
      path: ['buyer', 'target'],
    }),
    z.refine((s) => s.seller.target >= s.seller.reservation, {
      message: "The seller's target must not be below its reservation price.",
      path: ['seller', 'target'],
    }),
  );
export type Scenario = z.infer<typeof scenarioSchema>;

/** One possible deal: a value for every issue. */
export interface Outcome {
  price: number;
  quantity: number;
  delivery: number;
  payment: number;
}

/** The example the playground opens with: a deal exists between 88 and 96. */
export const EXAMPLE_SCENARIO: Scenario = {
  item: 'Industrial sensors',
  deadline: 20,
  buyer: {
    reservation: 96,
    target: 80,
    weights: { price: 5, quantity: 2, delivery: 2, payment: 1 },
    strategy: 'boulware',
  },
  seller: {
    reservation: 88,
    target: 110,
    weights: { price: 5, quantity: 3, delivery: 1, payment: 1 },
    strategy: 'conceder',
  },
};

/** The prices inside the zone of agreement the grid always holds, however narrow the zone. */
export const ZONE_STEPS = 6;

/**
 * The prices on offer: PRICE_STEPS steps (in cents) from the lowest to the highest price either side
 * names, both reservation prices exactly as given (never rounded: 96.004 against 96.001 is a zone of
 * agreement), and ZONE_STEPS prices evenly inside the zone between them, so a narrow zone between
 * two grid steps still has deals to find.
 */
export function priceGrid(scenario: Scenario): number[] {
  const { buyer, seller } = scenario;
  const prices = [buyer.target, buyer.reservation, seller.target, seller.reservation];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const grid = new Set([low, high, buyer.reservation, seller.reservation]);
  const step = (high - low) / (PRICE_STEPS - 1);
  for (let index = 1; index < PRICE_STEPS - 1; index++) grid.add(round2(low + index * step));
  const zone = buyer.reservation - seller.reservation;
  for (let index = 1; zone > 0 && index < ZONE_STEPS; index++) {
    const inside = seller.reservation + (zone * index) / ZONE_STEPS;
    const rounded = round2(inside);
    // In cents when that stays inside the zone and is a new price; else exactly.
    const usable = rounded > seller.reservation && rounded < buyer.reservation && !grid.has(rounded);
    grid.add(usable ? rounded : inside);
  }
  return [...grid].sort((a, b) => a - b);
}

/** Every outcome of the discretised space (prices × quantities × delivery times × payment terms). */
export function outcomeSpace(scenario: Scenario): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const price of priceGrid(scenario))
    for (const quantity of QUANTITIES)
      for (const delivery of DELIVERY_DAYS)
        for (const payment of PAYMENT_DAYS) outcomes.push({ price, quantity, delivery, payment });
  return outcomes;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
