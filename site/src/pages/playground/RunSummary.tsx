import { Card, List, SimpleGrid } from '@mantine/core';
import type { NegotiationRun } from '@parley/negotiation';
import { dealMoney, describeGaveUp } from './deal';
import { formatAmount, formatUnitPrice, formatUnits } from './money';
import { postSettlementSentences } from './post-settlement-text';
import { ExportLink } from './ExportLink';
import { exportFileName, exportJson, exportPath } from './run-export';
import typography from '../../components/typography.module.css';
import plain from './plain.module.css';

const pct = (value: number) => `${(value * 100).toFixed(0)}%`;

/** A figure a buyer looks for first: its name above, the amount below. */
function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <p className={`${typography.textSm} ${typography.regular} ${typography.dimmed}`}>{label}</p>
      <p className={`${typography.textXl} ${typography.bold}`}>{value}</p>
      {note && <p className={`${typography.textSm} ${typography.regular}`}>{note}</p>}
    </div>
  );
}

/** The result in a buyer's terms: the contract's value, the savings and the trade-offs, or why no deal. */
export function RunSummary({ run }: { run: NegotiationRun }) {
  const { agreement, scenario } = run;
  const download = (
    <ExportLink
      path={exportPath(scenario, run.seed)}
      fileName={exportFileName(run)}
      build={() => exportJson(run)}
    >
      Export this run (JSON)
    </ExportLink>
  );
  if (!agreement) {
    return (
      <Card withBorder padding="md" role="status">
        <h3 className={`${typography.title} ${typography.h4} ${plain.danger}`}>No deal</h3>
        <p className={`${typography.textMd} ${typography.regular}`}>
          {run.result === 'no-zone-of-agreement'
            ? `No zone of agreement: the seller's lowest acceptable price (${formatUnitPrice(scenario.seller.reservation)}) is above the buyer's highest (${formatUnitPrice(scenario.buyer.reservation)}), so no deal was possible.`
            : `Deadline reached after ${scenario.deadline} rounds without an agreement.`}
        </p>
        {download}
      </Card>
    );
  }
  const o = agreement.outcome;
  const money = dealMoney(scenario, run.offers, o);
  const settlement = postSettlementSentences(run);
  return (
    <Card withBorder padding="md" role="status">
      <h3 className={`${typography.title} ${typography.h4} ${plain.success}`}>Agreement</h3>
      <p className={`${typography.textMd} ${typography.regular}`}>
        Deal in round {agreement.round} of {scenario.deadline}: {formatUnits(o.quantity)} of {scenario.item}{' '}
        at {formatUnitPrice(o.price)} each, delivery in {o.delivery} days, payment net {o.payment}.
      </p>
      <SimpleGrid cols={{ base: 1, sm: 3 }} my="sm">
        <Figure label="Contract value" value={formatAmount(money.contractValue)} />
        {money.savingsVsOpeningAsk !== undefined && money.openingAsk && (
          <Figure
            label="Savings against the opening ask"
            value={formatAmount(money.savingsVsOpeningAsk)}
            note={`The seller opened at ${formatUnitPrice(money.openingAsk.price)} a unit.`}
          />
        )}
        <Figure
          label="Savings against the buyer's reservation"
          value={formatAmount(money.savingsVsReservation)}
          note={`The buyer would have paid up to ${formatUnitPrice(scenario.buyer.reservation)} a unit.`}
        />
      </SimpleGrid>
      <p className={`${typography.textMd} ${typography.bold}`}>What was traded for what</p>
      <List size="sm" mb="sm">
        <List.Item>{describeGaveUp('seller', money.gaveUp.seller)}</List.Item>
        <List.Item>{describeGaveUp('buyer', money.gaveUp.buyer)}</List.Item>
      </List>
      <p className={`${typography.textSm} ${typography.regular}`}>
        Buyer utility {pct(agreement.buyer)}, seller utility {pct(agreement.seller)}
        {run.distanceToNash !== undefined &&
          `; distance to the Nash bargaining point: ${run.distanceToNash.toFixed(3)} (0 is the Nash point itself)`}
        .
      </p>
      {settlement && (
        <div aria-label="Post-settlement">
          <p className={`${typography.textMd} ${typography.bold}`}>Post-settlement</p>
          {settlement.map((sentence) => (
            <p className={`${typography.textSm} ${typography.regular}`} key={sentence}>
              {sentence}
            </p>
          ))}
        </div>
      )}
      {download}
    </Card>
  );
}
