// What a visitor notices while the newsletter sends (bench:newsletter): the site's latency at a fixed,
// realistic rate (not its saturation throughput, which must drop when the machine's cores do other
// work), and which processes the cores went to meanwhile.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { groupCpuMs } from './bench-cpu';

export interface FixedRateResult {
  /** Requests answered a second, against `rate` asked. */
  achieved: number;
  seconds: number;
  /** Latency percentiles (ms), corrected for coordinated omission: a late request counts the wait it caused. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

/**
 * Asks the site for `paths` in turn (each connection cycles through them) at `rate` requests a second
 * over `connections`, until `until` resolves (or for `seconds`); autocannon paces the requests and
 * counts a request that could not leave on time from the moment it should have.
 */
export async function siteAtFixedRate(options: {
  siteUrl: string;
  paths: string[];
  rate: number;
  connections: number;
  seconds?: number;
  until?: Promise<unknown>;
}): Promise<FixedRateResult> {
  const started = performance.now();
  // The callback form: its instance can be stopped (the promise form's cannot).
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: options.siteUrl,
        connections: options.connections,
        overallRate: options.rate,
        // A long run stopped by `until`: autocannon's duration is only a bound then.
        duration: options.seconds ?? 3600,
        timeout: 10,
        requests: options.paths.map((path) => ({ method: 'GET' as const, path })),
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
      (error, answer) => (error ? reject(error as Error) : resolve(answer)),
    );
    void options.until?.then(() => run.stop());
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    achieved: result.requests.total / seconds,
    seconds,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Whether the site kept "full speed" for a visitor: every request of the fixed rate answered (at
 * least 98 % of the rate, no errors), and the slow tail not worse than twice alone's or alone's plus
 * 25 ms, whichever is larger (a few ms on a shared 2-core machine are noise, not a visitor's wait).
 */
export function keptFullSpeed(alone: FixedRateResult, during: FixedRateResult, rate: number): boolean {
  return (
    during.errors === 0 &&
    during.achieved >= 0.98 * rate &&
    during.p99 <= Math.max(2 * alone.p99, alone.p99 + 25) &&
    during.p90 <= Math.max(2 * alone.p90, alone.p90 + 25)
  );
}

/** A process group's CPU ms so far, or this process's own (`self`: autocannon runs in it). */
export type CpuSource = { group: number | undefined } | 'self';

function cpuMsOf(source: CpuSource): number {
  if (source === 'self') {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
  return groupCpuMs(source.group) ?? 0;
}

/** Starts counting the CPU each source uses; `stop()` answers the ms each used since. */
export function countCpu<Name extends string>(sources: Record<Name, CpuSource>) {
  const names = Object.keys(sources) as Name[];
  const before = Object.fromEntries(names.map((name) => [name, cpuMsOf(sources[name])])) as Record<
    Name,
    number
  >;
  const started = performance.now();
  return {
    stop() {
      const used = Object.fromEntries(
        names.map((name) => [name, cpuMsOf(sources[name]) - before[name]]),
      ) as Record<Name, number>;
      return { used, wallMs: performance.now() - started };
    },
  };
}

/**
 * The scheduling a process gets (Linux): its own nice, and its autogroup's (the kernel shares the
 * cores between autogroups, a session each, before nice counts inside one; autogroups only apply to
 * processes in the root of the cpu cgroup, so that is printed too). "?" where unreadable.
 */
export function schedulingOf(pid: number | undefined): string {
  if (!pid) return '?';
  const read = (file: string) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, 'utf8').trim();
    } catch {
      return '?';
    }
  };
  const stat = read('stat');
  // After the command name: state is field 0, nice field 16.
  const nice = stat === '?' ? '?' : stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16];
  // cgroup v1 lists "id:controllers:path" a hierarchy; v2 one "0::path" line.
  const lines = read('cgroup').split('\n');
  const cpuLine =
    lines.find((line) => line.split(':')[1]?.split(',').includes('cpu')) ??
    lines.find((l) => l.startsWith('0::'));
  const cpuGroup = cpuLine?.split(':').slice(2).join(':') ?? '?';
  return `nice ${nice}, ${read('autogroup')}, cpu cgroup ${cpuGroup}`;
}

/** Polls `done` every `ms` until it answers true. */
export async function waitUntil(done: () => Promise<boolean>, ms = 500): Promise<void> {
  while (!(await done())) await sleep(ms);
}
