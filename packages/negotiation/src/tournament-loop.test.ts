import { describe, expect, it } from 'vitest';
import { arenaOf, negotiate } from './mechanism';
import { seededRandom } from './random';
import { STRATEGIES } from './scenario';
import { forEachTournamentRun, randomScenario, runTournament, type TournamentRun } from './tournament';

// The tournament's loop, shared by runTournament, the bench and the diagnostics (one source of runs).

describe('forEachTournamentRun', () => {
  it('runs every strategy pair on each scenario, with the scenario drawn from the seed and run seed seed + index', () => {
    const seen: TournamentRun[] = [];
    const count = forEachTournamentRun(7, { scenarios: 2 }, (entry) => seen.push(entry));
    expect(count).toBe(2);
    expect(seen).toHaveLength(2 * STRATEGIES.length ** 2);
    const random = seededRandom(7);
    for (const index of [0, 1]) {
      const base = randomScenario(random);
      const ofScenario = seen.filter((entry) => entry.index === index);
      expect(new Set(ofScenario.map((e) => `${e.buyer}/${e.seller}`)).size).toBe(STRATEGIES.length ** 2);
      for (const entry of ofScenario) {
        const scenario = {
          ...base,
          buyer: { ...base.buyer, strategy: entry.buyer },
          seller: { ...base.seller, strategy: entry.seller },
        };
        expect(entry.run.scenario).toEqual(scenario);
        expect(entry.run.messages).toEqual(negotiate(scenario, 7 + index, arenaOf(scenario)).messages);
      }
    }
  });

  it('runs only the pairs asked for, and clamps the scenario count', () => {
    const seen: TournamentRun[] = [];
    const pairs = [{ buyer: 'adaptive', seller: 'boulware' }] as const;
    expect(forEachTournamentRun(3, { scenarios: 0, pairs }, (entry) => seen.push(entry))).toBe(1);
    expect(seen.map((e) => [e.buyer, e.seller])).toEqual([['adaptive', 'boulware']]);
  });

  it('is what runTournament counts', () => {
    let agreements = 0;
    let negotiations = 0;
    forEachTournamentRun(5, { scenarios: 3 }, ({ run }) => {
      negotiations += 2;
      if (run.agreement) agreements += 2;
    });
    const result = runTournament(5, 3);
    expect(result.standings.reduce((sum, s) => sum + s.negotiations, 0)).toBe(negotiations);
    expect(result.standings.reduce((sum, s) => sum + s.agreements, 0)).toBe(agreements);
  });
});
