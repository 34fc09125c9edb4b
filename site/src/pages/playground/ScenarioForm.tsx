import { Button, Card, Group, SimpleGrid } from '@mantine/core';
import {
  ITEMS,
  MAX_ROUNDS,
  STRATEGIES,
  STRATEGY_LABELS,
  type Issue,
  type Scenario,
} from '@parley/negotiation';
import { memo, type FormEvent } from 'react';
import { POST_SETTLEMENT_FIELD, sideFields } from './scenario-query';
import plain from './plain.module.css';
import { PlaygroundInput, PlaygroundSelect } from './PlaygroundFields';

export interface ScenarioFormProps {
  /** The address's query: a value the visitor sent is shown as sent, even when it was refused. */
  query: URLSearchParams;
  /** What runs (the example for any value not sent). */
  scenario: Scenario;
  seed: number;
  /**
   * Starts the run in place instead of loading the page: once React has hydrated the form (before,
   * the browser sends it). Memoised with this: a replay's every step re-renders the page, not the form.
   */
  onStart: (query: URLSearchParams) => void;
}

const STRATEGY_OPTIONS = STRATEGIES.map((value) => ({ value, label: STRATEGY_LABELS[value] }));

/**
 * The deal to negotiate: a GET form to /playground, so Start works before the page's scripts run (the
 * server renders the run for these settings) and the address of a run reproduces it.
 */
export const ScenarioForm = memo(function ScenarioForm({
  query,
  scenario,
  seed,
  onStart,
}: ScenarioFormProps) {
  const value = (name: string, fallback: string | number) => query.get(name) ?? String(fallback);
  const sideCard = (key: 'b' | 's', title: string, side: Scenario['buyer']) => {
    const f = sideFields(key);
    const priceField = (name: 'reservation' | 'target', label: string) => (
      <PlaygroundInput
        label={label}
        name={f[name]}
        type="number"
        step="any"
        min={0}
        defaultValue={value(f[name], side[name])}
      />
    );
    const priorityField = (issue: Issue, label: string) => (
      <PlaygroundInput
        label={label}
        name={f[issue]}
        type="number"
        min={0}
        max={10}
        defaultValue={value(f[issue], side.weights[issue])}
      />
    );
    return (
      <Card withBorder padding="md">
        {/* A second-level heading (the first after the page's h1), sized as a card title. */}
        <h2 className={plain.cardTitle}>{title}</h2>
        <div className={plain.stackXs}>
          <Group grow>
            {priceField('reservation', 'Reservation price (worst acceptable)')}
            {priceField('target', 'Target price')}
          </Group>
          <Group grow>
            {priorityField('price', 'Price priority')}
            {priorityField('quantity', 'Quantity priority')}
          </Group>
          <Group grow>
            {priorityField('delivery', 'Delivery priority')}
            {priorityField('payment', 'Payment terms priority')}
          </Group>
          <PlaygroundSelect
            label="Strategy"
            name={f.strategy}
            options={STRATEGY_OPTIONS}
            defaultValue={value(f.strategy, side.strategy)}
          />
        </div>
      </Card>
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, field] of new FormData(event.currentTarget))
      if (typeof field === 'string') next.set(name, field);
    onStart(next);
  };

  return (
    <form method="get" action="/playground" onSubmit={submit} aria-label="Negotiation settings">
      <div className={plain.stackMd}>
        <Group grow align="flex-end">
          <PlaygroundSelect
            label="Item"
            name="item"
            options={ITEMS}
            defaultValue={value('item', scenario.item)}
          />
          <PlaygroundInput
            label={`Deadline (rounds, 2 to ${MAX_ROUNDS})`}
            name="deadline"
            type="number"
            min={2}
            max={MAX_ROUNDS}
            defaultValue={value('deadline', scenario.deadline)}
          />
          <PlaygroundInput
            label="Seed"
            name="seed"
            type="number"
            min={0}
            defaultValue={value('seed', seed)}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {sideCard('b', 'Buyer agent', scenario.buyer)}
          {sideCard('s', 'Seller agent', scenario.seller)}
        </SimpleGrid>
        {/* A native checkbox (sent as "on" when ticked): a Mantine Checkbox adds its stylesheet to every page. */}
        <label className={plain.textSm}>
          <input
            type="checkbox"
            name={POST_SETTLEMENT_FIELD}
            value="on"
            defaultChecked={
              query.has(POST_SETTLEMENT_FIELD)
                ? query.get(POST_SETTLEMENT_FIELD) === 'on'
                : !!scenario.postSettlement
            }
          />{' '}
          Post-settlement: after a deal, a mediator who then learns both sides&apos; priorities proposes terms
          better for both (Raiffa); they replace the deal only if both agree.
        </label>
        <div className={plain.row}>
          <Button type="submit">Start negotiation</Button>
        </div>
      </div>
    </form>
  );
});
