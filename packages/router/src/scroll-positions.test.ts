import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: the positions as a newly loaded document has them (none). */
async function freshPositions() {
  vi.resetModules();
  return import('./scroll-positions');
}

/** A Storage in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A Storage that refuses everything (private modes, a full quota). */
function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('refused', 'SecurityError');
  };
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse };
}

let positions: Awaited<ReturnType<typeof freshPositions>>;
beforeEach(async () => {
  positions = await freshPositions();
});

describe('scroll positions', () => {
  it('remembers a position by entry key, the latest one winning', () => {
    positions.rememberScrollPosition('a', 100);
    positions.rememberScrollPosition('b', 200);
    positions.rememberScrollPosition('a', 150);
    expect(positions.savedScrollPosition('a')).toBe(150);
    expect(positions.savedScrollPosition('b')).toBe(200);
    expect(positions.savedScrollPosition('never')).toBeUndefined();
  });

  it('survives a reload through the storage', async () => {
    const storage = memoryStorage();
    positions.rememberScrollPosition('a', 100);
    positions.rememberScrollPosition('default', 0);
    positions.saveScrollPositions(storage);

    const reloaded = await freshPositions();
    expect(reloaded.savedScrollPosition('a')).toBeUndefined();
    reloaded.loadScrollPositions(storage);
    expect(reloaded.savedScrollPosition('a')).toBe(100);
    expect(reloaded.savedScrollPosition('default')).toBe(0);
  });

  it('tolerates a storage that refuses, keeping the positions of this document', () => {
    positions.rememberScrollPosition('a', 100);
    expect(() => positions.saveScrollPositions(refusingStorage())).not.toThrow();
    expect(() => positions.loadScrollPositions(refusingStorage())).not.toThrow();
    expect(positions.savedScrollPosition('a')).toBe(100);
  });

  it.each(['not json', 'null', '42', '"text"', '{"a":"100","b":null,"c":{"y":1}}'])(
    'ignores what it did not write (%s)',
    (saved) => {
      const storage = memoryStorage();
      storage.setItem('parley-scroll-positions', saved);
      expect(() => positions.loadScrollPositions(storage)).not.toThrow();
      for (const key of ['a', 'b', 'c']) expect(positions.savedScrollPosition(key)).toBeUndefined();
    },
  );

  it('keeps the 200 latest entries, dropping the oldest first', () => {
    for (let i = 0; i < 200; i += 1) positions.rememberScrollPosition(`key-${i}`, i);
    positions.rememberScrollPosition('key-0', 1000); // visited again: now the latest
    positions.rememberScrollPosition('key-200', 200);
    expect(positions.savedScrollPosition('key-0')).toBe(1000);
    expect(positions.savedScrollPosition('key-1')).toBeUndefined();
    expect(positions.savedScrollPosition('key-2')).toBe(2);
    expect(positions.savedScrollPosition('key-200')).toBe(200);

    const storage = memoryStorage();
    positions.saveScrollPositions(storage);
    expect(Object.keys(JSON.parse(storage.getItem('parley-scroll-positions')!) as object)).toHaveLength(200);
  });
});
