import {
  EXAMPLE_SCENARIO,
  ITEMS,
  MAX_ROUNDS,
  scenarioSchema,
  STRATEGIES,
  type Scenario,
  type Side,
} from '@parley/negotiation';

// The playground's settings in its address (`/playground?item=…&deadline=…&b_res=…&seed=…`), so a run
// is a link that reproduces it. Every value is a visitor's input: read as text, checked by the engine's
// zod schema, and answered with a message naming the field; the page never runs what it refused.

export const DEFAULT_SEED = 1;
/** The form's checkbox asking for Raiffa's post-settlement step after a deal. */
export const POST_SETTLEMENT_FIELD = 'post_settlement';
/** Longer values are not numbers anyone types: refused before any parsing. */
const MAX_VALUE_LENGTH = 20;

type SideKey = 'b' | 's';
const SIDE_NAMES: Record<SideKey, string> = { b: 'Buyer', s: 'Seller' };

/** The form's field names for a side's settings. */
export const sideFields = (side: SideKey) =>
  ({
    reservation: `${side}_res`,
    target: `${side}_target`,
    price: `${side}_w_price`,
    quantity: `${side}_w_qty`,
    delivery: `${side}_w_delivery`,
    payment: `${side}_w_payment`,
    strategy: `${side}_strategy`,
  }) as const;

export interface PlaygroundQuery {
  scenario: Scenario;
  seed: number;
  /** What was refused, in words; empty when the scenario is the one to run. */
  problems: string[];
  /** Whether the address asked for anything (else the page shows the example). */
  asked: boolean;
}

/** Reads the settings; a missing value takes the example's, a bad one is a problem. */
export function playgroundQuery(query: URLSearchParams): PlaygroundQuery {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = query.get(name);
    if (value === null || value.trim() === '') return undefined;
    if (value.length > MAX_VALUE_LENGTH) {
      problems.push(`${labelOf(name)} is too long.`);
      return undefined;
    }
    return value.trim();
  };
  const number = (name: string, fallback: number): number => {
    const value = text(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) {
      problems.push(`${labelOf(name)} must be a number.`);
      return fallback;
    }
    return parsed;
  };
  const choice = <T extends string>(name: string, choices: readonly T[], fallback: T): T => {
    const value = text(name);
    if (value === undefined) return fallback;
    const found = choices.find((option) => option === value);
    if (!found) problems.push(`${labelOf(name)} is not one of the choices.`);
    return found ?? fallback;
  };
  const side = (key: SideKey, example: Side): Side => {
    const f = sideFields(key);
    return {
      reservation: number(f.reservation, example.reservation),
      target: number(f.target, example.target),
      weights: {
        price: number(f.price, example.weights.price),
        quantity: number(f.quantity, example.weights.quantity),
        delivery: number(f.delivery, example.weights.delivery),
        payment: number(f.payment, example.weights.payment),
      },
      strategy: choice(f.strategy, STRATEGIES, example.strategy),
    };
  };

  // A checkbox: sent as "on" when ticked, absent when not; anything else is refused.
  const postSettlement = text(POST_SETTLEMENT_FIELD);
  if (postSettlement !== undefined && postSettlement !== 'on')
    problems.push(`${labelOf(POST_SETTLEMENT_FIELD)} must be "on" or left out.`);
  const candidate = {
    item: choice('item', ITEMS, EXAMPLE_SCENARIO.item),
    deadline: number('deadline', EXAMPLE_SCENARIO.deadline),
    buyer: side('b', EXAMPLE_SCENARIO.buyer),
    seller: side('s', EXAMPLE_SCENARIO.seller),
    ...(postSettlement === 'on' && { postSettlement: true }),
  };
  const seedValue = number('seed', DEFAULT_SEED);
  const seed =
    Number.isSafeInteger(seedValue) && seedValue >= 0 && seedValue < 2 ** 32 ? seedValue : DEFAULT_SEED;
  if (seed !== seedValue) problems.push('Seed must be a whole number from 0 to 4294967295.');

  const checked = scenarioSchema.safeParse(candidate);
  if (!checked.success)
    problems.push(...checked.error.issues.map((issue) => describeIssue(issue.path, issue.message)));
  const asked = [...query.keys()].length > 0;
  return {
    scenario: checked.success && problems.length === 0 ? checked.data : EXAMPLE_SCENARIO,
    seed: problems.length === 0 ? seed : DEFAULT_SEED,
    problems,
    asked,
  };
}

/** The address of a run: every setting and the seed. */
export function playgroundHref(scenario: Scenario, seed: number): string {
  const query = new URLSearchParams({ item: scenario.item, deadline: String(scenario.deadline) });
  for (const [key, side] of [
    ['b', scenario.buyer],
    ['s', scenario.seller],
  ] as const) {
    const f = sideFields(key);
    query.set(f.reservation, String(side.reservation));
    query.set(f.target, String(side.target));
    query.set(f.price, String(side.weights.price));
    query.set(f.quantity, String(side.weights.quantity));
    query.set(f.delivery, String(side.weights.delivery));
    query.set(f.payment, String(side.weights.payment));
    query.set(f.strategy, side.strategy);
  }
  if (scenario.postSettlement) query.set(POST_SETTLEMENT_FIELD, 'on');
  query.set('seed', String(seed));
  return `/playground?${query.toString()}`;
}

const FIELD_LABELS: Record<string, string> = {
  item: 'Item',
  deadline: `Deadline (rounds, 2 to ${MAX_ROUNDS})`,
  seed: 'Seed',
  [POST_SETTLEMENT_FIELD]: 'Post-settlement',
  res: 'reservation price',
  target: 'target price',
  w_price: 'price priority',
  w_qty: 'quantity priority',
  w_delivery: 'delivery priority',
  w_payment: 'payment priority',
  strategy: 'strategy',
};

function labelOf(name: string): string {
  const side = name.slice(0, 2);
  if (side === 'b_' || side === 's_')
    return `${SIDE_NAMES[side[0] as SideKey]} ${FIELD_LABELS[name.slice(2)]}`;
  return FIELD_LABELS[name] ?? name;
}

function describeIssue(path: readonly PropertyKey[], message: string): string {
  const [first, second, third] = path.map(String);
  if (first === 'buyer' || first === 'seller') {
    const who = first === 'buyer' ? 'Buyer' : 'Seller';
    const what =
      second === 'weights'
        ? third
          ? `${third === 'quantity' ? 'quantity' : third} priority`
          : 'priorities'
        : second === 'reservation'
          ? 'reservation price'
          : second === 'target'
            ? 'target price'
            : (second ?? 'settings');
    return `${who} ${what}: ${message}`;
  }
  if (first === 'deadline') return `Deadline: ${message}`;
  return message;
}
