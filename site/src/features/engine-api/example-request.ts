import { PUBLIC_API } from '../../config/public-api';

// The engine API's example request, shown by /api-documentation and /documentation. It restates the
// engine's EXAMPLE_SCENARIO so those pages do not download the engine;
// pages/api-documentation/content.test.ts fails the moment the two differ.

/** The playground's example scenario (the engine's EXAMPLE_SCENARIO): a deal exists between 88 and 96. */
export const EXAMPLE_REQUEST = {
  item: 'Industrial sensors',
  deadline: 20,
  buyer: {
    reservation: 96,
    target: 80,
    weights: { price: 5, quantity: 2, delivery: 2, payment: 1 },
    strategy: 'boulware',
  },
  seller: {
    reservation: 88,
    target: 110,
    weights: { price: 5, quantity: 3, delivery: 1, payment: 1 },
    strategy: 'conceder',
  },
} as const;

/** The command a reader copies: the site's own origin (SITE_URL, as the page was built), the example. */
export function curlCommand(origin: string): string {
  return [
    `curl -X POST ${new URL(PUBLIC_API.negotiations, origin).href} \\`,
    "  -H 'Content-Type: application/json' \\",
    `  -d '${JSON.stringify(EXAMPLE_REQUEST)}'`,
  ].join('\n');
}
