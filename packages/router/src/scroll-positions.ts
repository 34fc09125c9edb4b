/**
 * Where the visitor had scrolled on each history entry, by the entry's key, so that Back and
 * Forward return to the same place. Kept for the tab's lifetime in sessionStorage (a reload, or a
 * page on another site and back, keeps them); storage that refuses (private modes, quotas) only
 * loses that.
 */
const STORAGE_KEY = 'parley-scroll-positions';
/** Enough for a long session; the oldest entries are dropped first. */
const MAX_ENTRIES = 200;

const positions = new Map<string, number>();

export function loadScrollPositions(storage: Storage): void {
  try {
    const saved: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return;
    for (const [key, y] of Object.entries(saved)) if (typeof y === 'number') positions.set(key, y);
  } catch {
    // Unreadable or refused: start without.
  }
}

export function saveScrollPositions(storage: Storage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Refused: Back still works within this document.
  }
}

export function rememberScrollPosition(key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
}

export const savedScrollPosition = (key: string): number | undefined => positions.get(key);
