import { Card, Text, Title } from '@mantine/core';
import type { NegotiationRun } from '@parley/negotiation';

const pct = (value: number) => `${(value * 100).toFixed(0)}%`;
const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The result in words: the deal and how good it was, or why there was none. */
export function RunSummary({ run }: { run: NegotiationRun }) {
  const { agreement, scenario } = run;
  if (!agreement) {
    return (
      <Card withBorder padding="md" role="status">
        <Title order={3} size="h4" c="red.9">
          No deal
        </Title>
        <Text>
          {run.result === 'no-zone-of-agreement'
            ? `No zone of agreement: the seller's lowest acceptable price (${money(scenario.seller.reservation)}) is above the buyer's highest (${money(scenario.buyer.reservation)}), so no deal was possible.`
            : `Deadline reached after ${scenario.deadline} rounds without an agreement.`}
        </Text>
      </Card>
    );
  }
  const o = agreement.outcome;
  return (
    <Card withBorder padding="md" role="status">
      <Title order={3} size="h4" c="teal.9">
        Agreement
      </Title>
      <Text>
        Deal in round {agreement.round} of {scenario.deadline}: {o.quantity} × {scenario.item} at{' '}
        {money(o.price)} per unit, delivery in {o.delivery} days, payment net {o.payment}.
      </Text>
      <Text>
        Buyer utility {pct(agreement.buyer)} (surplus {money(scenario.buyer.reservation - o.price)} per unit
        under its reservation price); seller utility {pct(agreement.seller)} (surplus{' '}
        {money(o.price - scenario.seller.reservation)} per unit over its reservation price).
      </Text>
      {run.distanceToNash !== undefined && (
        <Text>
          Distance to the Nash bargaining point: {run.distanceToNash.toFixed(3)} (0 is the Nash point itself).
        </Text>
      )}
    </Card>
  );
}
