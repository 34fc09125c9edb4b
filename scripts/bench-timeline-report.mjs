// Reads the lines scripts/bench-timeline-preload.mjs wrote (`node scripts/bench-timeline-report.mjs
// <file>… [--match <text>]`) and prints, per event name, the median time since arrival of its first
// and last occurrence in a request, and how many times it happened per request: a request's timeline.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const matchAt = args.indexOf('--match');
const match = matchAt >= 0 ? args.splice(matchAt, 2)[1] : '';
const requests = args
  .flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  )
  .filter((request) => request.url.includes(match));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const names = new Map();
for (const { events } of requests) {
  const seen = new Map();
  for (const [name, at] of events) {
    const entry = seen.get(name) ?? { first: at, last: at, count: 0 };
    entry.last = at;
    entry.count++;
    seen.set(name, entry);
  }
  for (const [name, entry] of seen) names.set(name, [...(names.get(name) ?? []), entry]);
}
console.log(`${requests.length} requests matching "${match}"`);
// Events carrying a number (renderToString.cpu: CPU ms): its median.
const numbers = new Map();
for (const { events } of requests)
  for (const [name, , extra] of events)
    if (typeof extra === 'number') numbers.set(name, [...(numbers.get(name) ?? []), extra]);
// Thread CPU (cpu:…) is counted in 10 ms ticks: its mean says more than its median.
for (const [name, values] of numbers)
  console.log(
    `${name}: median ${median(values).toFixed(3)}, mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(3)} of ${values.length}`,
  );
console.log('| event | in requests | per request | first ms (median) | last ms (median) |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, entries] of [...names].sort(
  (a, b) => median(a[1].map((e) => e.first)) - median(b[1].map((e) => e.first)),
))
  console.log(
    `| ${name} | ${entries.length} | ${(entries.reduce((sum, e) => sum + e.count, 0) / entries.length).toFixed(1)} | ${median(entries.map((e) => e.first)).toFixed(2)} | ${median(entries.map((e) => e.last)).toFixed(2)} |`,
  );
