// The newsletter mail's rendering (`renderNewsletterEmail`, @parley/article/email): how long a post
// takes to render the first time (markdown → HTML and plain text), and per recipient afterwards (the
// parts are kept per post; only the unsubscribe URL changes). Prints figures, asserts nothing.
// Run: npx tsx scripts/bench-email.ts
import { renderNewsletterEmail, type NewsletterEmailPost } from '@parley/article/email';
import { percentile } from './bench-stats';

const SECTION = [
  '## A section',
  '',
  'Agents negotiate on behalf of people: see [the paper](/papers/1) and [the spec](https://example.com/spec).',
  '',
  '- a point with **bold** text',
  '- another with `code`',
  '',
  '![A chart](/storage/v1/object/public/post-images/chart.png)',
  '',
  '> A quote that matters.',
  '',
].join('\n');

function post(sections: number, salt: number): NewsletterEmailPost {
  return {
    title: `Benchmark post ${salt}`,
    slug: `benchmark-post-${salt}`,
    excerpt: 'How agents reach a deal.',
    content: SECTION.repeat(sections),
    cover_image: '/storage/v1/object/public/post-images/cover.png',
    published_at: '2026-11-01T10:00:00Z',
  };
}

function render(p: NewsletterEmailPost, recipient: number) {
  return renderNewsletterEmail({
    post: p,
    siteUrl: 'https://parley.example',
    postalAddress: 'Parley Ltd\n1 Harbour Road\nBristol',
    unsubscribeUrl: `https://parley.example/newsletter/unsubscribe?token=${recipient}`,
  });
}

function timeEach(runs: number, run: (index: number) => void): number[] {
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    run(index);
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

for (const [name, sections, firstRuns] of [
  ['typical post (10 sections)', 10, 40],
  ['long post (300 sections)', 300, 5],
] as const) {
  const sample = post(sections, 0);
  render(sample, 0); // warm the modules
  const first = timeEach(firstRuns, (index) => render(post(sections, index + 1), 0));
  const perRecipient = timeEach(2000, (index) => render(sample, index));
  const total = perRecipient.reduce((sum, value) => sum + value, 0);
  console.log(
    `${name}: ${(sample.content.length / 1024).toFixed(0)} KB markdown, ` +
      `${(render(sample, 1).html.length / 1024).toFixed(0)} KB HTML\n` +
      `  first render of a post: median ${ms(percentile(first, 50))}, p95 ${ms(percentile(first, 95))}\n` +
      `  each recipient after:   median ${ms(percentile(perRecipient, 50))}, p95 ${ms(percentile(perRecipient, 95))}, ` +
      `${Math.round((2000 / total) * 1000).toLocaleString('en-US')} mails/s`,
  );
}
