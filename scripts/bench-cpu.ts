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
  const stats = groupStats(group);
  if (stats === undefined) return undefined;
  // utime (14th field), stime (15th).
  const ticks = stats.reduce((sum, fields) => sum + Number(fields[11]) + Number(fields[12]), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Bytes of a memory page, the unit of /proc's rss (4 KiB on the machines this runs on). */
const PAGE_BYTES = 4096;

/**
 * The resident memory (MB) of the largest live process of process group `group` (the server, not
 * the npm shell that started it), from /proc; undefined where there is none.
 */
export function groupLargestRssMb(group: number | undefined): number | undefined {
  const stats = groupStats(group);
  if (stats === undefined || stats.length === 0) return undefined;
  // rss: the 24th field, in pages.
  return Math.max(...stats.map((fields) => (Number(fields[21]) * PAGE_BYTES) / 2 ** 20));
}

/** The /proc stat fields after the command name (state, ppid, pgrp, …) of each live process of `group`. */
function groupStats(group: number | undefined): string[][] | undefined {
  if (group === undefined) return undefined;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const stats: string[][] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command name in parentheses (which may hold spaces).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group) stats.push(fields);
  }
  return stats;
}
