/**
 * Every query parameter the playground reads (scenario-query.ts): the item, the deadline, each
 * side's settings (`b_…` the buyer's, `s_…` the seller's) and the seed. Apart from the engine's
 * code, so the route manifest (config/routes.ts, in every page's bundle) can name them without it.
 */
const SIDE_SETTINGS = ['res', 'target', 'w_price', 'w_qty', 'w_delivery', 'w_payment', 'strategy'] as const;

/** One buyer, several suppliers (multi-query.ts): `m_…`, the buyer `m_b_…`, supplier n `m_s<n>_…` (1 to 5). */
export const MULTI_SUPPLIER_SLOTS = 5;
export const MULTI_QUERY: readonly string[] = [
  'm_n',
  'm_item',
  'm_deadline',
  'm_seed',
  ...SIDE_SETTINGS.map((setting) => `m_b_${setting}`),
  ...Array.from({ length: MULTI_SUPPLIER_SLOTS }, (_, index) =>
    ['name', ...SIDE_SETTINGS].map((setting) => `m_s${index + 1}_${setting}`),
  ).flat(),
];

export const PLAYGROUND_QUERY: readonly string[] = [
  'item',
  'deadline',
  ...(['b', 's'] as const).flatMap((side) => SIDE_SETTINGS.map((setting) => `${side}_${setting}`)),
  'seed',
  // The checkbox asking for the post-settlement step after a deal (POST_SETTLEMENT_FIELD).
  'post_settlement',
  // Play it yourself (play-query.ts): the moves so far and the move just made.
  'play',
  'y_price',
  'y_qty',
  'y_delivery',
  'y_payment',
  'y_move',
  ...MULTI_QUERY,
];
