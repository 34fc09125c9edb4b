import { readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The controlling terminal from a /proc/<pid>/stat line (its 7th field, tty_nr: 0 for none), counted
 * after the command name's last ')' (the name, in parentheses, may hold spaces and parentheses);
 * undefined if unreadable.
 */
export function terminalOf(stat: string): number | undefined {
  const close = stat.lastIndexOf(')');
  if (close === -1) return undefined;
  // After ") ": state, ppid, pgrp, session, tty_nr.
  const field = stat.slice(close + 2).split(' ')[4];
  if (field === undefined || !/^-?[0-9]+$/.test(field)) return undefined;
  return Number(field);
}

/**
 * Lowers this process's CPU priority to `nice` (a site on the same machine goes first); the problems
 * met, for the log (never fatal). Linux weighs CPU between scheduling groups before the nice values
 * inside them: with autogroups (a group per session, the default of many kernels) a process niced
 * alone in its session still gets as much CPU as the site's whole group. So when the worker runs
 * without a controlling terminal (its session a service's: systemd, `setsid`, `npm start`'s or the
 * benchmark's detached children), the session's group is lowered too (/proc/self/autogroup; lowering
 * needs no privilege). Run from a terminal it leaves the group alone: that would slow the shell's
 * other programs. Under systemd each service is a cgroup of its own: its CPUWeight= counts (README).
 */
export function lowerPriority(nice: number): string[] {
  const problems: string[] = [];
  try {
    setPriority(nice);
  } catch (error) {
    problems.push(`Could not set the worker's priority to ${nice}: ${(error as Error).message}`);
  }
  let terminal: number | undefined;
  try {
    terminal = terminalOf(readFileSync('/proc/self/stat', 'utf8'));
  } catch {
    return problems; // no /proc (not Linux): nice is all there is
  }
  if (terminal !== 0) return problems;
  try {
    writeFileSync('/proc/self/autogroup', String(nice));
  } catch (error) {
    // No autogroups in this kernel: nothing more to lower.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      problems.push(`Could not set the worker's group priority to ${nice}: ${(error as Error).message}`);
    }
  }
  return problems;
}
