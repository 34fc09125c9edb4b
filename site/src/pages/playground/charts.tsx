import type { NegotiationRun, OfferRecord } from '@parley/negotiation';
import type { ReactNode } from 'react';
import classes from './charts.module.css';

// Two small SVG charts, drawn by hand (no chart library on this page): each side's offers over the
// rounds, and the outcome space with its Pareto frontier, Nash point and the agreement. Each has a
// text alternative: the figure's caption says what it shows, and the run's summary gives the numbers.

const W = 360;
const H = 220;
const PAD = 36;
// Coordinates to a tenth of a unit (a fraction of a pixel): full precision cost a long run's page
// 18 digits per number, hundreds of numbers, for nothing anyone sees.
const tenth = (value: number) => Math.round(value * 10) / 10;
const x = (value: number, max: number) => tenth(PAD + (max > 0 ? (value / max) * (W - 2 * PAD) : 0));
const y = (value: number) => tenth(H - PAD - value * (H - 2 * PAD));

function Axes({ xLabel, yLabel }: { xLabel: string; yLabel: string }) {
  return (
    <g fontSize="11" className={classes.axes}>
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} className={classes.axis} />
      <line x1={PAD} y1={PAD} x2={PAD} y2={H - PAD} className={classes.axis} />
      <text x={W / 2} y={H - 6} textAnchor="middle">
        {xLabel}
      </text>
      <text x={12} y={H / 2} textAnchor="middle" transform={`rotate(-90 12 ${H / 2})`}>
        {yLabel}
      </text>
      <text x={PAD - 4} y={y(1) + 4} textAnchor="end">
        1
      </text>
      <text x={PAD - 4} y={y(0) + 4} textAnchor="end">
        0
      </text>
    </g>
  );
}

/** A chart's frame: the figure, its SVG canvas named by its title, and the caption under it. */
function ChartFrame({
  titleId,
  title,
  caption,
  children,
}: {
  titleId: string;
  title: string;
  caption: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure style={{ margin: 0 }}>
      <svg
        className={classes.chart}
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{title}</title>
        {children}
      </svg>
      <figcaption style={{ fontSize: 13 }}>{caption}</figcaption>
    </figure>
  );
}

const path = (points: [number, number][]) =>
  points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px.toFixed(1)},${py.toFixed(1)}`).join(' ');

/** Each side's offers: its own utility (solid) and the other side's (dashed), round by round. */
export function OffersChart({ offers, deadline }: { offers: readonly OfferRecord[]; deadline: number }) {
  const series = (by: 'buyer' | 'seller', of: 'buyer' | 'seller') =>
    path(offers.filter((offer) => offer.by === by).map((offer) => [x(offer.round, deadline), y(offer[of])]));
  return (
    <ChartFrame
      titleId="offers-chart-title"
      title="Utility of each offer over the rounds, for the side making it and for the other side"
      caption={
        <>
          Offers over the rounds. Blue: the buyer&apos;s offers, red: the seller&apos;s. Solid: the utility
          for the side making the offer; dashed: for the other side.
        </>
      }
    >
      <Axes xLabel="Round" yLabel="Utility" />
      <path d={series('buyer', 'buyer')} className={classes.buyerLine} fill="none" strokeWidth={2} />
      <path d={series('buyer', 'seller')} className={classes.buyerLine} fill="none" strokeDasharray="4 3" />
      <path d={series('seller', 'seller')} className={classes.sellerLine} fill="none" strokeWidth={2} />
      <path d={series('seller', 'buyer')} className={classes.sellerLine} fill="none" strokeDasharray="4 3" />
    </ChartFrame>
  );
}

/** The zone of agreement in utility space: the Pareto frontier, the Nash point and the deal. */
export function OutcomeChart({
  run,
  offers,
  finished,
}: {
  run: NegotiationRun;
  /** The offers made so far (all of them once the replay finished). */
  offers: readonly OfferRecord[];
  finished: boolean;
}) {
  const frontier = run.frontier.map((p): [number, number] => [x(p.buyer, 1), y(p.seller)]);
  return (
    <ChartFrame
      titleId="outcome-chart-title"
      title="Outcome space: the Pareto frontier, the Nash bargaining point and the agreement"
      caption={
        <>
          Grey line: the Pareto frontier (no deal is better for one side without being worse for the other).
          Orange square: the Nash bargaining point. Green dot: the agreement. Small dots: the offers.
        </>
      }
    >
      <Axes xLabel="Buyer utility" yLabel="Seller utility" />
      {offers.map((offer, index) => (
        <circle
          key={index}
          cx={x(offer.buyer, 1)}
          cy={y(offer.seller)}
          r={2}
          className={offer.by === 'buyer' ? classes.buyerDot : classes.sellerDot}
          opacity={0.6}
        />
      ))}
      <path d={path(frontier)} className={classes.frontier} fill="none" strokeWidth={2} />
      {run.nash && (
        <rect
          x={x(run.nash.buyer, 1) - 5}
          y={y(run.nash.seller) - 5}
          width={10}
          height={10}
          className={classes.nash}
        />
      )}
      {finished && run.agreement && (
        <circle cx={x(run.agreement.buyer, 1)} cy={y(run.agreement.seller)} r={6} className={classes.deal} />
      )}
    </ChartFrame>
  );
}
