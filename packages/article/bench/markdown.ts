// What a post's markdown costs in one process, remark-gfm against remark-gfm-lazy-autolinks (the
// article package's GFM plugin), through react-markdown to HTML as a post renders it: CPU
// milliseconds, median of SAMPLES alternating runs, per kind of body. Figures only.
//   NODE_ENV=production npx tsx packages/article/bench/markdown.ts
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { remarkGfmLazyAutolinks } from '../src/remark-gfm-lazy-autolinks';

const SAMPLES = Number(process.env.SAMPLES ?? 400);
const part = (n: number, i: number, extra: string) =>
  `## Part ${n}\n\nAn agent negotiating on a buyer's behalf weighs price, delivery and terms; round ${n} ` +
  `of case ${i} shows how a firm anchor and small, reasoned concessions close a deal${extra}.\n`;
/** Twelve parts as `npm run bench:render`'s posts, with links, or with one bare address. */
const BODIES: Record<string, (i: number) => string> = {
  'bench post (no links)': (i) => Array.from({ length: 12 }, (_, p) => part(p + 1, i, '')).join('\n'),
  'markdown links': (i) =>
    Array.from({ length: 12 }, (_, p) => part(p + 1, i, ` ([source](https://example.com/${p}))`)).join('\n'),
  'one bare URL': (i) =>
    Array.from({ length: 12 }, (_, p) => part(p + 1, i, p === 6 ? ' (www.example.com)' : '')).join('\n'),
};
const PLUGINS = { 'remark-gfm': [remarkGfm], 'lazy autolinks': [remarkGfmLazyAutolinks] };

const render = (plugins: (typeof PLUGINS)[keyof typeof PLUGINS], markdown: string) =>
  renderToString(createElement(() => Markdown({ remarkPlugins: plugins, children: markdown })));

console.log('| body | remark-gfm ms | lazy autolinks ms | same HTML |\n| --- | ---: | ---: | --- |');
for (const [name, body] of Object.entries(BODIES)) {
  const times: Record<string, number[]> = { 'remark-gfm': [], 'lazy autolinks': [] };
  for (let i = 0; i < SAMPLES + 50; i++)
    for (const [plugin, plugins] of Object.entries(PLUGINS)) {
      const started = process.cpuUsage();
      render(plugins, body(i));
      const used = process.cpuUsage(started);
      if (i >= 50) times[plugin]!.push((used.user + used.system) / 1000);
    }
  const median = (list: number[]) => list.sort((a, b) => a - b)[list.length >> 1]!.toFixed(3);
  const same = render(PLUGINS['remark-gfm'], body(1)) === render(PLUGINS['lazy autolinks'], body(1));
  console.log(
    `| ${name} | ${median(times['remark-gfm']!)} | ${median(times['lazy autolinks']!)} | ${same} |`,
  );
}
