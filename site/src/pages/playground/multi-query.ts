import {
  EXAMPLE_MULTI_SUPPLIER_SCENARIO,
  ITEMS,
  MAX_ROUNDS,
  MAX_SUPPLIERS,
  MIN_SUPPLIERS,
  multiSupplierScenarioSchema,
  type MultiSupplierScenario,
  type Side,
  type Supplier,
} from '@parley/negotiation';
import { DEFAULT_SEED, readSide, sideFields, writeSide } from './scenario-query';

// One buyer, several suppliers, in the playground's address (`/playground?m_n=3&m_b_res=96&m_s1_res=88…`):
// a link reproduces the run and the GET form works before the page's scripts. Every value is a
// visitor's input, read as text, checked by the engine's schema, and refused with a message naming
// the field; nothing refused is run.

/** Longer values are not numbers or names anyone types: refused before any parsing. */
const MAX_VALUE_LENGTH = 40;

/** Suppliers 4 and 5 when the visitor asks for more than the example's three (each its own character). */
export const EXTRA_SUPPLIERS: readonly Supplier[] = [
  {
    name: 'Supplier D',
    reservation: 87,
    target: 108,
    weights: { price: 5, quantity: 2, delivery: 2, payment: 1 },
    strategy: 'linear',
  },
  {
    name: 'Supplier E',
    reservation: 90,
    target: 112,
    weights: { price: 3, quantity: 3, delivery: 2, payment: 2 },
    strategy: 'tit-for-tat',
  },
];

/** Every slot's default supplier: the example's, then the extra ones. */
export const DEFAULT_SUPPLIERS: readonly Supplier[] = [
  ...EXAMPLE_MULTI_SUPPLIER_SCENARIO.suppliers,
  ...EXTRA_SUPPLIERS,
].slice(0, MAX_SUPPLIERS);

/** The form's field names of a side: `m_b_res` for the buyer, `m_s2_res` for the second supplier. */
export const multiFields = (prefix: string) => ({ name: `${prefix}_name`, ...sideFields(prefix) }) as const;
export const supplierPrefix = (index: number) => `m_s${index + 1}`;

export interface MultiSupplierQuery {
  /** Whether the address asked for a multi-supplier run (any `m_` setting); else none is run. */
  asked: boolean;
  scenario: MultiSupplierScenario;
  seed: number;
  /** What was refused, in words; empty when the scenario is the one to run. */
  problems: string[];
}

const SETTING_LABELS: Record<string, string> = {
  name: 'name',
  res: 'reservation price',
  target: 'target price',
  w_price: 'price priority',
  w_qty: 'quantity priority',
  w_delivery: 'delivery priority',
  w_payment: 'payment priority',
  strategy: 'strategy',
};
const TOP_LABELS: Record<string, string> = {
  m_n: `Number of suppliers (${MIN_SUPPLIERS} to ${MAX_SUPPLIERS})`,
  m_item: 'Item',
  m_deadline: `Deadline (rounds, 2 to ${MAX_ROUNDS})`,
  m_seed: 'Seed',
};

/** A field's name as the form labels it: "Supplier 2 reservation price", "Buyer strategy". */
function labelOf(name: string): string {
  if (TOP_LABELS[name]) return TOP_LABELS[name];
  const side = /^m_(b|s(\d))_(.+)$/.exec(name); // anchored, no nested repetition: linear
  if (!side) return name;
  const who = side[1] === 'b' ? 'Buyer' : `Supplier ${side[2]}`;
  return `${who} ${SETTING_LABELS[side[3]!] ?? side[3]}`;
}

/** Reads the multi-supplier settings; a missing value takes the example's, a bad one is a problem. */
export function multiSupplierQuery(query: URLSearchParams): MultiSupplierQuery {
  const asked = [...query.keys()].some((key) => key.startsWith('m_'));
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const values = query.getAll(name);
    if (values.length > 1) {
      problems.push(`${labelOf(name)} was given more than once.`);
      return undefined;
    }
    const value = values[0];
    if (value === undefined || value.trim() === '') return undefined;
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
  const reader = { number, choice };

  const example = EXAMPLE_MULTI_SUPPLIER_SCENARIO;
  const countValue = number('m_n', example.suppliers.length);
  const count =
    Number.isInteger(countValue) && countValue >= MIN_SUPPLIERS && countValue <= MAX_SUPPLIERS
      ? countValue
      : example.suppliers.length;
  if (count !== countValue)
    problems.push(`Number of suppliers must be a whole number from ${MIN_SUPPLIERS} to ${MAX_SUPPLIERS}.`);
  const suppliers = DEFAULT_SUPPLIERS.slice(0, count).map((fallback, index) => {
    const prefix = supplierPrefix(index);
    const name = text(multiFields(prefix).name) ?? fallback.name;
    return { ...readSide(reader, prefix, fallback), ...(name !== undefined && { name }) };
  });
  const candidate = {
    item: choice('m_item', ITEMS, example.item),
    deadline: number('m_deadline', example.deadline),
    buyer: readSide(reader, 'm_b', example.buyer),
    suppliers,
  };
  const seedValue = number('m_seed', DEFAULT_SEED);
  const seed =
    Number.isSafeInteger(seedValue) && seedValue >= 0 && seedValue < 2 ** 32 ? seedValue : DEFAULT_SEED;
  if (seed !== seedValue) problems.push('Seed must be a whole number from 0 to 4294967295.');

  const checked = multiSupplierScenarioSchema.safeParse(candidate);
  if (!checked.success)
    problems.push(...checked.error.issues.map((issue) => describeIssue(issue.path, issue.message)));
  const ok = checked.success && problems.length === 0;
  return { asked, scenario: ok ? checked.data : example, seed: ok ? seed : DEFAULT_SEED, problems };
}

/** The address of a multi-supplier run: every setting and the seed. */
export function multiSupplierHref(scenario: MultiSupplierScenario, seed: number): string {
  const query = new URLSearchParams({
    m_n: String(scenario.suppliers.length),
    m_item: scenario.item,
    m_deadline: String(scenario.deadline),
  });
  const setSide = (prefix: string, side: Side & { name?: string }) => {
    if (side.name !== undefined) query.set(multiFields(prefix).name, side.name);
    writeSide(query, prefix, side);
  };
  setSide('m_b', scenario.buyer);
  scenario.suppliers.forEach((supplier, index) => setSide(supplierPrefix(index), supplier));
  query.set('m_seed', String(seed));
  return `/playground?${query.toString()}#several-suppliers-title`;
}

/** The section's preset: the engine's example buyer with three suppliers. */
export const MULTI_PRESET = {
  title: 'Three suppliers, one deal',
  description:
    'A buyer of industrial sensors with three suppliers, each with its own limits, priorities and strategy.',
  href: multiSupplierHref(EXAMPLE_MULTI_SUPPLIER_SCENARIO, DEFAULT_SEED),
};

function describeIssue(path: readonly PropertyKey[], message: string): string {
  const [first, second, third, fourth] = path.map(String);
  const setting = (key: string | undefined, sub: string | undefined) =>
    key === 'weights'
      ? sub
        ? `${sub} priority`
        : 'priorities'
      : key === 'reservation'
        ? 'reservation price'
        : key === 'target'
          ? 'target price'
          : (key ?? 'settings');
  if (first === 'buyer') return `Buyer ${setting(second, third)}: ${message}`;
  if (first === 'suppliers' && second !== undefined)
    return `Supplier ${Number(second) + 1} ${setting(third, fourth)}: ${message}`;
  if (first === 'deadline') return `Deadline: ${message}`;
  return message;
}
