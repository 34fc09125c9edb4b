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

/**
 * The form's field names for a side's settings: `b_res` for this form's buyer (prefix `b`), `m_s2_res`
 * for the second supplier of the multi-supplier form (multi-query.ts).
 */
export const sideFields = (prefix: string) =>
  ({
    reservation: `${prefix}_res`,
    target: `${prefix}_target`,
    price: `${prefix}_w_price`,
    quantity: `${prefix}_w_qty`,
    delivery: `${prefix}_w_delivery`,
    payment: `${prefix}_w_payment`,
    strategy: `${prefix}_strategy`,
  }) as const;

/**
 * How a query reads one value: each query has its own rules for the text (its length limit, repeated
 * values) and its own words for a refusal, which it records; a missing or refused value is `fallback`.
 */
export interface SettingReader {
  number: (name: string, fallback: number) => number;
  choice: <T extends string>(name: string, choices: readonly T[], fallback: T) => T;
}

/** A side's settings (reservation, target, four priorities, strategy) from the fields of `prefix`. */
export function readSide(read: SettingReader, prefix: string, example: Side): Side {
  const f = sideFields(prefix);
  return {
    reservation: read.number(f.reservation, example.reservation),
    target: read.number(f.target, example.target),
    weights: {
      price: read.number(f.price, example.weights.price),
      quantity: read.number(f.quantity, example.weights.quantity),
      delivery: read.number(f.delivery, example.weights.delivery),
      payment: read.number(f.payment, example.weights.payment),
    },
    strategy: read.choice(f.strategy, STRATEGIES, example.strategy),
  };
}

/** Sets a side's settings in an address under the fields of `prefix` (what `readSide` reads back). */
export function writeSide(query: URLSearchParams, prefix: string, side: Side): void {
  const f = sideFields(prefix);
  query.set(f.reservation, String(side.reservation));
  query.set(f.target, String(side.target));
  query.set(f.price, String(side.weights.price));
  query.set(f.quantity, String(side.weights.quantity));
  query.set(f.delivery, String(side.weights.delivery));
  query.set(f.payment, String(side.weights.payment));
  query.set(f.strategy, side.strategy);
}

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

  // A checkbox: sent as "on" when ticked, absent when not; anything else is refused.
  const postSettlement = text(POST_SETTLEMENT_FIELD);
  if (postSettlement !== undefined && postSettlement !== 'on')
    problems.push(`${labelOf(POST_SETTLEMENT_FIELD)} must be "on" or left out.`);
  const candidate = {
    item: choice('item', ITEMS, EXAMPLE_SCENARIO.item),
    deadline: number('deadline', EXAMPLE_SCENARIO.deadline),
    buyer: readSide({ number, choice }, 'b', EXAMPLE_SCENARIO.buyer),
    seller: readSide({ number, choice }, 's', EXAMPLE_SCENARIO.seller),
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
  writeSide(query, 'b', scenario.buyer);
  writeSide(query, 's', scenario.seller);
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
