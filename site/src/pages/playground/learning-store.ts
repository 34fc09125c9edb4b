import {
  ISSUES,
  opponentModelStateSchema,
  STRATEGY_LABELS,
  type OpponentModelState,
  type StrategyName,
} from '@parley/negotiation';
import * as z from 'zod/mini';

// Learning across runs, kept in the visitor's browser: the buyer agent's opponent model of each kind
// of seller it met (keyed by the seller's strategy: the counterpart's only identity in the
// playground), and how many runs it learned from. Passed back to the engine as `priorKnowledge`.
// What is stored is read like any input: a value that does not parse (edited, from another version,
// truncated) is ignored, never run, and the next run replaces it.

export const LEARNING_STORAGE_KEY = 'parley.playground.learned.v1';

/** The most runs counted: a counter can never grow into a huge number on the page. */
const MAX_RUNS = 1_000_000;

const entrySchema = z.object({
  runs: z.number().check(z.int(), z.gte(1), z.lte(MAX_RUNS)),
  model: opponentModelStateSchema,
});
const storedSchema = z.object({
  counterparts: z.record(z.string().check(z.maxLength(40)), entrySchema),
});

export type LearnedEntry = z.infer<typeof entrySchema>;
type Stored = z.infer<typeof storedSchema>;

/** The counterpart a model is kept for: the seller, by its strategy. */
export const counterpartKey = (sellerStrategy: StrategyName) => `seller:${sellerStrategy}`;

/** All that is stored, or nothing when it is missing, unreadable or not in the expected shape. */
function readAll(storage: Storage): Stored {
  try {
    const text = storage.getItem(LEARNING_STORAGE_KEY);
    if (text === null) return { counterparts: {} };
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { counterparts: {} };
  } catch {
    return { counterparts: {} };
  }
}

/** What was learned about this counterpart in earlier runs; undefined when nothing (valid) is stored. */
export function readLearned(storage: Storage, key: string): LearnedEntry | undefined {
  const { counterparts } = readAll(storage);
  return Object.hasOwn(counterparts, key) ? counterparts[key] : undefined;
}

/**
 * Adds a run's learned model (`run.learned.buyer`, which already contains what it started from) for
 * the counterpart, and returns the new entry. Throws when the browser refuses to store (the caller
 * says so).
 */
export function recordLearned(storage: Storage, key: string, model: OpponentModelState): LearnedEntry {
  const all = readAll(storage);
  const before = Object.hasOwn(all.counterparts, key) ? all.counterparts[key] : undefined;
  const entry: LearnedEntry = { runs: Math.min((before?.runs ?? 0) + 1, MAX_RUNS), model };
  const counterparts = { ...all.counterparts, [key]: entry };
  storage.setItem(LEARNING_STORAGE_KEY, JSON.stringify({ counterparts }));
  return entry;
}

/** Forgets every counterpart. */
export function forgetLearned(storage: Storage): void {
  storage.removeItem(LEARNING_STORAGE_KEY);
}

/** The learned weights in words: "price 40%, quantity 25%, delivery 20%, payment terms 15%". */
export function describeLearnedWeights(model: OpponentModelState): string {
  const names = { price: 'price', quantity: 'quantity', delivery: 'delivery', payment: 'payment terms' };
  const total = ISSUES.reduce((sum, issue) => sum + model.weights[issue], 0) || 1;
  return ISSUES.map((issue) => `${names[issue]} ${Math.round((model.weights[issue] / total) * 100)}%`).join(
    ', ',
  );
}

/** "the Conceder seller". */
export const counterpartLabel = (sellerStrategy: StrategyName) =>
  `the ${STRATEGY_LABELS[sellerStrategy].split(' (')[0]} seller`;
