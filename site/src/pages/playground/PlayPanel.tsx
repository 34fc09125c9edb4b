import { Alert, Anchor, Button, Card, Group, List, Text, Title } from '@mantine/core';
import type { Scenario } from '@parley/negotiation';
import { memo, useMemo, type FormEvent } from 'react';
import { Link } from '@parley/router';
import { contractValue, dealMoney } from './deal';
import { formatAmount, formatUnitPrice } from './money';
import { CHOICES, playGame } from './play';
import { encodeMoves, PLAY_FIELDS, playQuery } from './play-query';
import { playgroundHref } from './scenario-query';
import { Transcript } from './Transcript';
import typography from '../../components/typography.module.css';
import plain from './plain.module.css';
import { PlaygroundInput, PlaygroundSelect } from './PlaygroundFields';

export interface PlayPanelProps {
  /** The address's query: the moves, and the values the visitor typed (shown as typed, even refused). */
  query: URLSearchParams;
  scenario: Scenario;
  seed: number;
  /** Plays the move in place once hydrated (before, the browser sends the form and the server answers). */
  onMove: (query: URLSearchParams) => void;
}

const pct = (value: number) => `${(value * 100).toFixed(0)}%`;

/**
 * Play it yourself: the visitor is the buyer and makes its offers against the seller agent. A GET form
 * to /playground carrying the deal, the moves so far and the new move, so it works without JavaScript;
 * the server (or, hydrated, the browser) replays the game from the address and answers the seller's move.
 */
export const PlayPanel = memo(function PlayPanel({ query, scenario, seed, onMove }: PlayPanelProps) {
  const read = useMemo(() => playQuery(query), [query]);
  const game = useMemo(() => playGame(scenario, seed, read.moves), [scenario, seed, read.moves]);
  const problems = [...read.problems, ...game.problems];
  const dealFields = [...new URL(playgroundHref(scenario, seed), 'http://x').searchParams];
  // The form starts from the seller's terms on the table and the visitor's own last price.
  const onTable = game.offers.filter((offer) => offer.by === 'seller').at(-1)?.outcome;
  const lastOwn = game.offers.filter((offer) => offer.by === 'buyer').at(-1)?.outcome;
  const typed = (name: string, fallback: number | undefined) =>
    problems.length > 0 && query.get(name) !== null ? query.get(name)! : String(fallback ?? '');
  const over = game.state === 'agreement' || game.state === 'no-deal';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    for (const [name, field] of new FormData(event.currentTarget, submitter))
      if (typeof field === 'string') next.set(name, field);
    onMove(next);
  };

  return (
    <div className={plain.stackMd}>
      <p className={`${typography.textMd} ${typography.regular}`}>
        You are the buyer ({scenario.item}; your reservation price{' '}
        {formatUnitPrice(scenario.buyer.reservation)}, your priorities as set above). The seller agent plays{' '}
        {scenario.seller.strategy}, and only knows its own limits. The deadline is round {scenario.deadline}.
      </p>
      {problems.length > 0 && (
        <Alert color="red" title="That move was not played" role="alert">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {game.agreement && (
        <Card withBorder padding="md" role="status" aria-label="Your result">
          <Title order={3} size="h4" c="var(--parley-text-success)">
            Deal: {formatAmount(contractValue(game.agreement.outcome))}
          </Title>
          <Text>
            Savings against the seller&apos;s opening ask:{' '}
            {formatAmount(dealMoney(scenario, game.offers, game.agreement.outcome).savingsVsOpeningAsk ?? 0)};
            against your reservation:{' '}
            {formatAmount(dealMoney(scenario, game.offers, game.agreement.outcome).savingsVsReservation)}.
          </Text>
          {game.score && (
            <Text>
              Against the Nash point ({formatAmount(contractValue(game.score.nash.outcome))} at{' '}
              {formatUnitPrice(game.score.nash.outcome.price)}): your utility {pct(game.score.deal.buyer)}{' '}
              (Nash {pct(game.score.nash.buyer)}), the seller&apos;s {pct(game.score.deal.seller)} (Nash{' '}
              {pct(game.score.nash.seller)}); distance {game.score.distanceToNash.toFixed(3)}, Nash product{' '}
              {pct(game.score.nashProductShare)} of the best possible.
            </Text>
          )}
        </Card>
      )}
      {game.state === 'no-deal' && (
        <Card withBorder padding="md" role="status" aria-label="Your result">
          <Title order={3} size="h4" c="var(--parley-text-danger)">
            No deal
          </Title>
          <Text>
            {game.nash
              ? `The Nash point was ${formatAmount(contractValue(game.nash.outcome))} at ${formatUnitPrice(game.nash.outcome.price)} a unit.`
              : 'There was no zone of agreement: no deal was possible.'}
          </Text>
        </Card>
      )}
      <Transcript messages={game.messages} label="Your negotiation" />
      {over ? (
        <Anchor component={Link} to={playgroundHref(scenario, seed)}>
          Play again
        </Anchor>
      ) : (
        <form method="get" action="/playground" onSubmit={submit} aria-label="Your move">
          {dealFields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name={PLAY_FIELDS.moves} value={encodeMoves(game.played)} />
          <div className={plain.stackSm}>
            {game.state === 'your-move' ? (
              <Group grow align="flex-end">
                <PlaygroundInput
                  label="Your price per unit ($)"
                  name={PLAY_FIELDS.price}
                  type="number"
                  step="0.01"
                  min={0.01}
                  defaultValue={typed(PLAY_FIELDS.price, lastOwn?.price ?? scenario.buyer.target)}
                />
                <PlaygroundSelect
                  label="Quantity (units)"
                  name={PLAY_FIELDS.quantity}
                  options={CHOICES.quantity.map(String)}
                  defaultValue={typed(PLAY_FIELDS.quantity, onTable?.quantity)}
                />
                <PlaygroundSelect
                  label="Delivery (days)"
                  name={PLAY_FIELDS.delivery}
                  options={CHOICES.delivery.map(String)}
                  defaultValue={typed(PLAY_FIELDS.delivery, onTable?.delivery)}
                />
                <PlaygroundSelect
                  label="Payment terms (net days)"
                  name={PLAY_FIELDS.payment}
                  options={CHOICES.payment.map(String)}
                  defaultValue={typed(PLAY_FIELDS.payment, onTable?.payment)}
                />
              </Group>
            ) : (
              <p className={`${typography.textMd} ${typography.regular}`}>
                The deadline has passed: accept the seller&apos;s last offer or walk away.
              </p>
            )}
            <div className={plain.row}>
              {game.state === 'your-move' && (
                <Button type="submit" name={PLAY_FIELDS.move} value="offer">
                  Make this offer
                </Button>
              )}
              <Button type="submit" name={PLAY_FIELDS.move} value="accept" variant="default" formNoValidate>
                Accept the seller&apos;s offer
              </Button>
              {game.state === 'your-last-answer' && (
                <Button type="submit" name={PLAY_FIELDS.move} value="reject" variant="default" formNoValidate>
                  Walk away
                </Button>
              )}
            </div>
          </div>
        </form>
      )}
    </div>
  );
});
