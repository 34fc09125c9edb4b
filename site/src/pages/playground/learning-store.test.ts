import { EXAMPLE_SCENARIO, negotiate } from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import {
  counterpartKey,
  counterpartLabel,
  describeLearnedWeights,
  forgetLearned,
  LEARNING_STORAGE_KEY,
  readLearned,
  recordLearned,
} from './learning-store';

/** A Storage over a Map (the browser's localStorage in miniature). */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const key = counterpartKey(EXAMPLE_SCENARIO.seller.strategy);
const first = negotiate(EXAMPLE_SCENARIO, 1);

describe('learning across runs, in the browser', () => {
  it('counts the runs per seller strategy and keeps the latest model, which the next run starts from', () => {
    const storage = memoryStorage();
    expect(readLearned(storage, key)).toBeUndefined();
    expect(recordLearned(storage, key, first.learned.buyer)).toEqual({ runs: 1, model: first.learned.buyer });
    const second = negotiate(EXAMPLE_SCENARIO, 1, undefined, {
      priorKnowledge: { buyer: readLearned(storage, key)!.model },
    });
    // The second run's model kept what the first one had seen, and added its own.
    expect(second.learned.buyer.bids).toBeGreaterThan(first.learned.buyer.bids);
    expect(recordLearned(storage, key, second.learned.buyer).runs).toBe(2);
    expect(readLearned(storage, key)).toEqual({ runs: 2, model: second.learned.buyer });
    expect(readLearned(storage, counterpartKey('boulware'))).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"learned"'],
    ['a wrong shape', '{"counterparts": {"seller:conceder": {"runs": "many"}}}'],
    [
      'a negative count',
      JSON.stringify({ counterparts: { [key]: { runs: -1, model: first.learned.buyer } } }),
    ],
    [
      'a count past the cap',
      JSON.stringify({ counterparts: { [key]: { runs: 1e12, model: first.learned.buyer } } }),
    ],
    [
      'a weight above 1',
      JSON.stringify({
        counterparts: {
          [key]: {
            runs: 1,
            model: { ...first.learned.buyer, weights: { ...first.learned.buyer.weights, price: 7 } },
          },
        },
      }),
    ],
    [
      'too many counted values',
      JSON.stringify({
        counterparts: {
          [key]: {
            runs: 1,
            model: {
              ...first.learned.buyer,
              counts: {
                ...first.learned.buyer.counts,
                price: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [String(i), 1])),
              },
            },
          },
        },
      }),
    ],
  ])('ignores a stored value that is %s, and the next run replaces it', (_what, text) => {
    const storage = memoryStorage({ [LEARNING_STORAGE_KEY]: text });
    expect(readLearned(storage, key)).toBeUndefined();
    expect(recordLearned(storage, key, first.learned.buyer).runs).toBe(1);
    expect(readLearned(storage, key)?.runs).toBe(1);
  });

  it('reads no inherited key ("__proto__", "constructor") as a counterpart', () => {
    const storage = memoryStorage({ [LEARNING_STORAGE_KEY]: '{"counterparts": {}}' });
    expect(readLearned(storage, '__proto__')).toBeUndefined();
    expect(readLearned(storage, 'constructor')).toBeUndefined();
  });

  it('forgets everything', () => {
    const storage = memoryStorage();
    recordLearned(storage, key, first.learned.buyer);
    forgetLearned(storage);
    expect(readLearned(storage, key)).toBeUndefined();
    expect(storage.getItem(LEARNING_STORAGE_KEY)).toBeNull();
  });

  it('treats a storage that throws as empty', () => {
    const storage = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as Storage;
    expect(readLearned(storage, key)).toBeUndefined();
  });

  it('says the learned weights in words, summing to 100%', () => {
    const text = describeLearnedWeights(first.learned.buyer);
    expect(text).toMatch(/^price \d+%, quantity \d+%, delivery \d+%, payment terms \d+%$/);
    expect(counterpartLabel('conceder')).toBe('the Conceder seller');
  });
});
