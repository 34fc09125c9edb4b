// The CPU time a benchmark's server spends, beside the wall time it measures: on a shared machine
// under load a request's wall time is mostly waiting for a core, its CPU time much less so.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) used so far by every live process of process group `group` (a
 * server started by bench-processes.ts, npm and its node child), from /proc; undefined where there
 * is no /proc (not Linux) or no group.
 */
export function groupCpuMs(group: number | undefined): number | undefined {
  if (group === undefined) return undefined;
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command name in parentheses (which may hold spaces): state, ppid, pgrp, … utime (14th), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== group) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
