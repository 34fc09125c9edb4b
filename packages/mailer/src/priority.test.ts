import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sessionIdOf } from './priority';

describe('sessionIdOf', () => {
  it('reads the session from a /proc stat line', () => {
    expect(sessionIdOf('4242 (node) S 4200 4242 4242 34816 4242 4194560 2386')).toBe(4242);
  });

  it('counts fields after the last parenthesis: a command name may hold spaces and parentheses', () => {
    expect(sessionIdOf('77 (a (b) c) ) R 1 70 71 0 -1')).toBe(71);
  });

  it('answers undefined for a line it cannot read, never a wrong session', () => {
    expect(sessionIdOf('')).toBeUndefined();
    expect(sessionIdOf('no parenthesis here 1 2 3 4')).toBeUndefined();
    expect(sessionIdOf('5 (x) S 1')).toBeUndefined();
    expect(sessionIdOf('5 (x) S 1 2 zero')).toBeUndefined();
    expect(sessionIdOf('5 (x) S 1 2 0')).toBeUndefined();
  });

  // In a container the session's leader may live outside this PID namespace: the kernel then shows
  // session 0 (CI's machines do), which means "not ours to lower", never a wrong number.
  it.runIf(process.platform === 'linux')(
    "reads this process's own session, or none when it is outside",
    () => {
      const line = readFileSync('/proc/self/stat', 'utf8');
      const raw = Number(line.slice(line.lastIndexOf(')') + 2).split(' ')[3]);
      expect(sessionIdOf(line)).toBe(raw > 0 ? raw : undefined);
    },
  );
});
