import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt (cost 10) takes ~100 ms of CPU in pure JS. Run on the main thread it would stall every other
 * request — REST reads included — for that long, so hashing and comparing run in worker threads.
 * The worker is plain CommonJS evaluated from a string, so it loads the same way under tsx, vitest
 * and a build, with no TypeScript loader inside the worker.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', ({ id, op, a, b }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(a, b) : bcrypt.compareSync(a, b);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Job {
  owner: PoolWorker;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  busy: number;
}

const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');
const size = Math.max(1, Math.min(4, availableParallelism()));
const workers: PoolWorker[] = [];
const jobs = new Map<number, Job>();
let nextId = 0;

function spawn(): PoolWorker {
  const entry: PoolWorker = {
    worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } }),
    busy: 0,
  };
  // Idle workers must not keep the process (or a test run) alive.
  entry.worker.unref();
  entry.worker.on('message', (message: { id: number; result?: string | boolean; error?: string }) => {
    const job = jobs.get(message.id);
    if (!job) return;
    jobs.delete(message.id);
    entry.busy -= 1;
    if (message.error !== undefined) job.reject(new Error(message.error));
    else job.resolve(message.result!);
  });
  entry.worker.on('error', (error) => {
    // A crashed worker is replaced on the next job; its pending jobs fail rather than hang.
    workers.splice(workers.indexOf(entry), 1);
    for (const [id, job] of jobs) {
      if (job.owner === entry) {
        jobs.delete(id);
        job.reject(error);
      }
    }
  });
  workers.push(entry);
  return entry;
}

function leastBusy(): PoolWorker {
  const idle = workers.find((w) => w.busy === 0);
  if (idle) return idle;
  if (workers.length < size) return spawn();
  return workers.reduce((a, b) => (b.busy < a.busy ? b : a));
}

function run(op: 'hash' | 'compare', a: string, b: string): Promise<string | boolean> {
  const entry = leastBusy();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    jobs.set(id, { owner: entry, resolve, reject });
    entry.busy += 1;
    entry.worker.ref();
    entry.worker.postMessage({ id, op, a, b });
  }).finally(() => {
    if (entry.busy === 0) entry.worker.unref();
  }) as Promise<string | boolean>;
}

export async function bcryptHash(password: string, salt: string): Promise<string> {
  return (await run('hash', password, salt)) as string;
}

export async function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return (await run('compare', password, hash)) as boolean;
}
