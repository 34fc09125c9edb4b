import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { terminalOf } from './priority';

describe('terminalOf', () => {
  it('reads the controlling terminal from a /proc stat line: 0 for none, else the device', () => {
    expect(terminalOf('4242 (node) S 4200 4242 4242 0 -1 4194560 2386')).toBe(0);
    expect(terminalOf('4242 (node) S 4200 4242 4200 34816 4242 4194560 2386')).toBe(34816);
  });

  it('counts fields after the last parenthesis: a command name may hold spaces and parentheses', () => {
    expect(terminalOf('77 (a (b) 0 c) ) R 1 70 71 34817 -1')).toBe(34817);
  });

  it('answers undefined for a line it cannot read, never "no terminal" by mistake', () => {
    expect(terminalOf('')).toBeUndefined();
    expect(terminalOf('no parenthesis here 1 2 3 0')).toBeUndefined();
    expect(terminalOf('5 (x) S 1 2 3')).toBeUndefined();
    expect(terminalOf('5 (x) S 1 2 3 zero')).toBeUndefined();
    expect(terminalOf('5 (x) S 1 2 3 ')).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')("reads this process's own line", () => {
    expect(terminalOf(readFileSync('/proc/self/stat', 'utf8'))).toBeTypeOf('number');
  });
});
