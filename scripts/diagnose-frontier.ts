// `npx tsx scripts/diagnose-frontier.ts`: why the negotiation engine's agreements miss the Pareto
// frontier (issue #32). Over the bench's tournament (200 scenarios × 25 strategy pairs, seed 1), each
// dominated agreement is classified by the structure of this domain. With linear additive utilities
// and every issue linear in its value, a Pareto-optimal outcome has
//   (a) the largest quantity (both sides want it),
//   (b) delivery and payment each at an end of its range, given to the side whose *money valuation*
//       of the issue is higher: wᵢ / (w_price / |reservation − target|), the issue's worth in currency
//       (the other side being compensated on the price),
//   (c) the price anywhere between, but never beyond a side's target (its price utility saturates
//       there: the excess is value the other side loses for nothing).
// So an agreement is dominated because of (first that applies): the quantity is not the largest; the
// price lies beyond a side's target; a delivery or payment value is interior; an end is given to the
// side valuing it less in money; or something else (the price grid's steps, the clamps at the
// reservations). Printed overall, per strategy pair and per time of agreement (t = round / deadline).
// The agents never see any of this: the diagnostic reads both sides' private preferences.
import {
  ConcessionModel,
  DELIVERY_DAYS,
  estimatedNashUtility,
  estimatesOf,
  forEachTournamentRun,
  dominated,
  normalisedWeights,
  opponentDirections,
  PAYMENT_DAYS,
  preferencesOf,
  QUANTITIES,
  STRATEGIES,
  TOURNAMENT_SCENARIOS,
  type NegotiationRun,
  type Scenario,
} from '@parley/negotiation';

// SEED=n checks a finding on other scenarios than the bench's (seed 1).
const SEED = Number(process.env.SEED ?? 1);
const CLASSES = [
  'quantity not max',
  'price beyond a target',
  'interior delivery/payment',
  'end to the wrong side',
  'other',
] as const;
type Class = (typeof CLASSES)[number];

const Q_MAX = Math.max(...QUANTITIES);
const ENDS = {
  // [the buyer's preferred end, the seller's preferred end]
  delivery: [Math.min(...DELIVERY_DAYS), Math.max(...DELIVERY_DAYS)],
  payment: [Math.max(...PAYMENT_DAYS), Math.min(...PAYMENT_DAYS)],
} as const;

/** A side's money valuation of an issue: its weight over its price utility per currency unit. */
function moneyValuation(scenario: Scenario, role: 'buyer' | 'seller', issue: 'delivery' | 'payment') {
  const side = scenario[role];
  const w = normalisedWeights(side);
  const perUnit = w.price / Math.abs(side.reservation - side.target);
  return perUnit > 0 ? w[issue] / perUnit : Infinity;
}

function classify(run: NegotiationRun, prices: readonly number[]): Class {
  const { outcome } = run.agreement!;
  const { scenario } = run;
  if (outcome.quantity < Q_MAX) return 'quantity not max';
  // Beyond a side's target, and a grid price lies between (else the grid leaves no better price).
  const { buyer, seller } = scenario;
  if (
    (outcome.price < buyer.target && prices.some((p) => p > outcome.price && p <= buyer.target)) ||
    (outcome.price > seller.target && prices.some((p) => p < outcome.price && p >= seller.target))
  )
    return 'price beyond a target';
  for (const issue of ['delivery', 'payment'] as const)
    if (!(ENDS[issue] as readonly number[]).includes(outcome[issue])) return 'interior delivery/payment';
  for (const issue of ['delivery', 'payment'] as const) {
    const holder = outcome[issue] === ENDS[issue][0] ? 'buyer' : 'seller';
    const other = holder === 'buyer' ? 'seller' : 'buyer';
    if (moneyValuation(scenario, other, issue) > moneyValuation(scenario, holder, issue))
      return 'end to the wrong side';
  }
  return 'other';
}

type Counts = { agreements: number; dominated: number; nash: number } & Record<Class, number>;
const empty = (): Counts => ({
  agreements: 0,
  dominated: 0,
  nash: 0,
  ...(Object.fromEntries(CLASSES.map((c) => [c, 0])) as Record<Class, number>),
});
const overall = empty();
const perPair = new Map<string, Counts>();
const perTime = new Map<string, Counts>();
const timeBucket = (run: NegotiationRun) => {
  const round = run.agreement!.round;
  if (round <= 3) return 'a. round 1-3';
  const t = round / run.scenario.deadline;
  return t < 0.5 ? 'b. t < 0.5' : t < 0.9 ? 'c. 0.5 ≤ t < 0.9' : 'd. t ≥ 0.9';
};

const NASH_ONLY = process.env.NASH_ONLY === '1';
if (!NASH_ONLY)
  forEachTournamentRun(SEED, {}, ({ buyer, seller, arena, run }) => {
    if (!run.agreement) return;
    const key = `${buyer} / ${seller}`;
    const buckets = [overall, get(perPair, key), get(perTime, timeBucket(run))];
    const verdict = dominated(run.agreement, run.frontier)
      ? classify(run, arena.domain.values.price)
      : undefined;
    for (const counts of buckets) {
      counts.agreements += 1;
      counts.nash += run.distanceToNash ?? 0;
      if (!verdict) continue;
      counts.dominated += 1;
      counts[verdict] += 1;
    }
  });

function get(map: Map<string, Counts>, key: string): Counts {
  const counts = map.get(key) ?? empty();
  map.set(key, counts);
  return counts;
}
const percent = (part: number, whole: number) => `${((part / Math.max(1, whole)) * 100).toFixed(2)}%`;
const row = (c: Counts) => ({
  agreements: c.agreements,
  'on the frontier': percent(c.agreements - c.dominated, c.agreements),
  ...Object.fromEntries(CLASSES.map((name) => [name, c[name]])),
  'distance to Nash': (c.nash / Math.max(1, c.agreements)).toFixed(3),
});

if (!NASH_ONLY) printFrontierCauses();
function printFrontierCauses() {
  console.log(
    `Dominated agreements by cause, ${TOURNAMENT_SCENARIOS} scenarios × ${STRATEGIES.length ** 2} pairs (seed ${SEED}); counts of agreements:`,
  );
  console.table({ all: row(overall) });
  console.log('By time of agreement:');
  console.table(Object.fromEntries([...perTime].sort().map(([key, c]) => [key, row(c)])));
  console.log('By strategy pair (buyer / seller):');
  console.table(Object.fromEntries([...perPair].map(([key, c]) => [key, row(c)])));
}

// Adaptive against adaptive and the Nash point (issue #32's 0.05 aim). Per deal: which side got more
// than its Nash share, on which issue, at what time; and, replaying each side's opponent model on the
// offers it received, the own utility it believes the Nash point gives it at the end (the adaptive
// floor's `estimatedNashUtility`), against the truth, with the same search (the largest product of own
// and rescaled opponent utility over the agent's bid space) split into its two errors: the opponent's
// utility (model or true) and the prices searched (all the agent may offer, or only those within the
// model's expected reservation of the opponent, who accepts nothing beyond its own). NASH_ONLY=1 prints
// this part alone (200 runs).
type Point = { own: number; opponent: number; price: number };
/** The own utility at the largest product of own and rescaled opponent utility (as `estimatedNashUtility`). */
function searchedNash(points: readonly Point[], within: (price: number) => boolean): number {
  const low = Math.min(...points.map((p) => p.opponent));
  let best = { product: 0, own: 0 };
  for (const p of points) {
    const product = p.own * (p.opponent - low);
    if (within(p.price) && product > best.product) best = { product, own: p.own };
  }
  return best.own;
}

function adaptiveNashDetail() {
  const totals = { deals: 0, nash: 0, buyerMore: 0 };
  const gain = { buyer: 0, seller: 0 };
  const issues = { price: 0, delivery: 0, payment: 0 };
  const rows = [
    'estimated Nash point (the floor, at the end)',
    'estimated, within the expected reservation',
    'true opponent utility, all prices',
    'true opponent utility, within the expected reservation',
    'true Nash point',
    'mean |floor estimate − truth|',
  ] as const;
  const belief = Object.fromEntries(rows.map((row) => [row, { buyer: 0, seller: 0 }])) as Record<
    (typeof rows)[number],
    { buyer: number; seller: number }
  >;
  const byTime = new Map<string, { deals: number; nash: number; buyerMinusSeller: number }>();
  const adaptivePair = [{ buyer: 'adaptive', seller: 'adaptive' }] as const;
  forEachTournamentRun(SEED, { pairs: adaptivePair }, ({ arena, run }) => {
    const { scenario } = run;
    if (!run.agreement || !run.nash) return;
    const { agreement: deal, nash } = run;
    totals.deals += 1;
    totals.nash += run.distanceToNash!;
    if (deal.buyer - nash.buyer > deal.seller - nash.seller) totals.buyerMore += 1;
    gain.buyer += deal.buyer - nash.buyer;
    gain.seller += deal.seller - nash.seller;
    // Which issue moved the deal from the Nash point: the buyer's utility gained on each.
    const buyerPrefs = preferencesOf('buyer', scenario.buyer);
    for (const issue of ['price', 'delivery', 'payment'] as const)
      issues[issue] +=
        buyerPrefs.utility({ ...nash.outcome, [issue]: deal.outcome[issue] }) -
        buyerPrefs.utility(nash.outcome);
    const t = deal.round / scenario.deadline;
    const bucket = t < 0.5 ? 'a. t < 0.5' : t < 0.9 ? 'b. 0.5 ≤ t < 0.9' : 'c. t ≥ 0.9';
    const time = byTime.get(bucket) ?? { deals: 0, nash: 0, buyerMinusSeller: 0 };
    time.deals += 1;
    time.nash += run.distanceToNash!;
    time.buyerMinusSeller += deal.buyer - nash.buyer - (deal.seller - nash.seller);
    byTime.set(bucket, time);
    for (const role of ['buyer', 'seller'] as const) {
      const other = role === 'buyer' ? 'seller' : 'buyer';
      const space = arena.bidSpaces[role];
      const model = new ConcessionModel(
        arena.domain,
        undefined,
        undefined,
        opponentDirections(role),
        space.ownPrices,
      );
      for (const offer of run.offers) if (offer.by !== role) model.update(offer.outcome);
      const estimates = estimatesOf(space, model, arena.domain);
      const opponentPrefs = preferencesOf(other, scenario[other]);
      const modelled: Point[] = [];
      const real: Point[] = [];
      space.combinations.forEach((c, ci) =>
        space.prices.forEach((price, pi) => {
          const own = space.priceUtility[pi]! + c.own;
          const outcome = { price, quantity: c.quantity, delivery: c.delivery, payment: c.payment };
          modelled.push({ own, opponent: estimates.price[pi]! + estimates.rest[ci]!, price });
          real.push({ own, opponent: opponentPrefs.utility(outcome), price });
        }),
      );
      const reservation = model.expectedReservation();
      const any = () => true;
      // The opponent (a seller for the buyer) accepts no price below its reservation, and the reverse.
      const within = (price: number) =>
        reservation === undefined || (price - reservation) * (role === 'buyer' ? 1 : -1) >= 0;
      const floor = estimatedNashUtility(space, estimates);
      belief['estimated Nash point (the floor, at the end)'][role] += floor;
      belief['estimated, within the expected reservation'][role] += searchedNash(modelled, within);
      belief['true opponent utility, all prices'][role] += searchedNash(real, any);
      belief['true opponent utility, within the expected reservation'][role] += searchedNash(real, within);
      belief['true Nash point'][role] += nash[role];
      belief['mean |floor estimate − truth|'][role] += Math.abs(floor - nash[role]);
    }
  });
  const n = Math.max(1, totals.deals);
  const f = (x: number) => (x / n).toFixed(3);
  console.log(`Adaptive against adaptive (seed ${SEED}): ${totals.deals} deals, ${f(totals.nash)} from Nash`);
  console.log(
    `Mean gain over the Nash share: buyer ${f(gain.buyer)}, seller ${f(gain.seller)}; the buyer gained more in ${totals.buyerMore} of ${totals.deals} deals; the buyer's mean gain by issue (the deal's value put on the Nash outcome): price ${f(issues.price)}, delivery ${f(issues.delivery)}, payment ${f(issues.payment)}`,
  );
  console.log('Own utility at the Nash point as searched by each side (means over the deals):');
  console.table(
    Object.fromEntries(
      rows.map((row) => [row, { buyer: f(belief[row].buyer), seller: f(belief[row].seller) }]),
    ),
  );
  console.table(
    Object.fromEntries(
      [...byTime].sort().map(([key, c]) => [
        key,
        {
          deals: c.deals,
          'distance to Nash': (c.nash / c.deals).toFixed(3),
          'buyer − seller gain': (c.buyerMinusSeller / c.deals).toFixed(3),
        },
      ]),
    ),
  );
}
adaptiveNashDetail();
