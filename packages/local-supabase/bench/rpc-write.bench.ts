/**
 * A write RPC as the mail worker calls it once a mail: `newsletter_mark_sent` with the service-role
 * key, one call at a time (one mail in flight). The id is one no row has, so every call runs the same
 * write transaction (an UPDATE of no row) and the outbox stays empty. Prints the backend's CPU a call
 * (from /proc, Linux) and the wall time: on a loaded machine the CPU is the figure. Never fails on time.
 */
import { readFileSync } from 'node:fs';
import type { BenchTarget } from './auth.bench';

const CALLS = Number(process.env.BENCH_RPC_CALLS ?? 2000);

/** The process's CPU time in ms, user and system (clock ticks of 1/100 s). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function run(target: BenchTarget): Promise<void> {
  const headers = {
    apikey: target.serviceKey,
    authorization: `Bearer ${target.serviceKey}`,
    'content-type': 'application/json',
  };
  const body = JSON.stringify({ p_outbox_id: -1, p_message_id: '<bench@parley.test>' });
  const call = async () => {
    const res = await fetch(`${target.url}/rest/v1/rpc/newsletter_mark_sent`, {
      method: 'POST',
      headers,
      body,
    });
    if ((await res.text()) !== 'false') throw new Error(`bench: newsletter_mark_sent answered ${res.status}`);
  };
  for (let i = 0; i < 100; i++) await call(); // warm: statements prepared, code optimised
  const cpuBefore = cpuMs(target.pid);
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) await call();
  const wall = performance.now() - started;
  const cpu = cpuMs(target.pid) - cpuBefore;
  console.log(
    `newsletter_mark_sent, ${CALLS} calls one at a time: backend CPU ${(cpu / CALLS).toFixed(3)} ms a call, ` +
      `wall ${(wall / CALLS).toFixed(3)} ms a call`,
  );
}
