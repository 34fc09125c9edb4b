import type { Actor, Queryable } from './database';

/**
 * Runs `first` as `firstActor` and holds its transaction open while `second` starts as `secondActor`,
 * then commits both: two requests at once. PostgreSQL runs them side by side (a rule that counts rows
 * must lock, or both count the same); PGlite one after the other (`second` waits its turn: the 2 s
 * fallback lets it start anyway).
 */
export async function overlapping(
  firstActor: Actor,
  first: (tx: Queryable) => Promise<unknown>,
  second: (tx: Queryable) => Promise<unknown>,
  secondActor: Actor,
) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const didStart = new Promise<void>((resolve) => (started = resolve));
  const one = firstActor.run(async (tx) => {
    await first(tx);
    started();
    await held;
  });
  await Promise.race([didStart, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  const two = secondActor.run(second);
  setTimeout(release, 300);
  await Promise.all([one, two]);
}
