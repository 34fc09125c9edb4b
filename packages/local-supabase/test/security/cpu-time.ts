/**
 * The CPU time this process spends on `work`, in milliseconds. The timing tests measure a request's
 * own work with it rather than the wall clock: the suite runs test files in parallel processes on a
 * machine shared with other jobs, which can stretch any wall-clock time several times over, while
 * the CPU a request costs this (single-threaded) server is what every other request waits for.
 */
export async function cpuTime<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(start);
  return { result, ms: (used.user + used.system) / 1000 };
}
