import { readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The session id from a /proc/<pid>/stat line (its 6th field; the command name, in parentheses, may
 * hold spaces and parentheses, so fields are counted after its last ')'); undefined if unreadable.
 */
export function sessionIdOf(stat: string): number | undefined {
  const close = stat.lastIndexOf(')');
  if (close === -1) return undefined;
  // After ") ": state, ppid, pgrp, session.
  const session = Number(stat.slice(close + 2).split(' ')[3]);
  return Number.isInteger(session) && session > 0 ? session : undefined;
}

/**
 * Lowers this process's CPU priority to `nice` (a site on the same machine goes first); the problems
 * met, for the log (never fatal). Linux weighs CPU between scheduling groups before the nice values
 * inside them: with autogroups (a group per session, the default on desktop and many server kernels)
 * a process niced alone in its session still gets as much CPU as the site's whole group. So when the
 * worker leads its own session (started by `setsid`, or detached as the benchmark does), the
 * group's nice is lowered too (/proc/self/autogroup; no privilege needed to lower). Started inside
 * someone's terminal session it leaves the group alone: that would slow the shell's other programs.
 * Under systemd each service is a cgroup of its own: there its CPUWeight= is what counts (README).
 */
export function lowerPriority(nice: number): string[] {
  const problems: string[] = [];
  try {
    setPriority(nice);
  } catch (error) {
    problems.push(`Could not set the worker's priority to ${nice}: ${(error as Error).message}`);
  }
  let session: number | undefined;
  try {
    session = sessionIdOf(readFileSync('/proc/self/stat', 'utf8'));
  } catch {
    return problems; // no /proc (not Linux): nice is all there is
  }
  if (session !== process.pid) return problems;
  try {
    writeFileSync('/proc/self/autogroup', String(nice));
  } catch (error) {
    // No autogroups in this kernel (or none to this process's cgroup): nothing to lower.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      problems.push(`Could not set the worker's group priority to ${nice}: ${(error as Error).message}`);
    }
  }
  return problems;
}
