import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  ITEMS,
  MAX_ROUNDS,
  MAX_SUPPLIERS,
  MIN_SUPPLIERS,
  STRATEGIES,
  STRATEGY_LABELS,
  type Issue,
  type MultiSupplierScenario,
  type Side,
} from '@parley/negotiation';
import { memo, type FormEvent } from 'react';
import { DEFAULT_SUPPLIERS, multiFields, supplierPrefix } from './multi-query';
import { PlaygroundFieldset, PlaygroundInput, PlaygroundSelect } from './PlaygroundFields';

const STRATEGY_OPTIONS = STRATEGIES.map((value) => ({ value, label: STRATEGY_LABELS[value] }));
const COUNT_OPTIONS = Array.from({ length: MAX_SUPPLIERS - MIN_SUPPLIERS + 1 }, (_, i) =>
  String(MIN_SUPPLIERS + i),
);

export interface MultiSupplierFormProps {
  /** The address's query: a value the visitor sent is shown as sent, even when it was refused. */
  query: URLSearchParams;
  /** What runs (the example's for any value not sent). */
  scenario: MultiSupplierScenario;
  seed: number;
  /** Runs in place once hydrated (before, the browser sends the GET form and the server renders it). */
  onStart: (query: URLSearchParams) => void;
}

/**
 * The buyer and up to five suppliers: a GET form to /playground, so it works before the page's
 * scripts run. Every slot is shown; only the number of suppliers chosen negotiate (the form says so).
 * The sides' fields are plain elements (PlaygroundFields.tsx, size xs): 52 Mantine inputs were the
 * page's heaviest part to render on the server.
 */
export const MultiSupplierForm = memo(function MultiSupplierForm({
  query,
  scenario,
  seed,
  onStart,
}: MultiSupplierFormProps) {
  const value = (name: string, fallback: string | number) => query.get(name) ?? String(fallback);
  const sideFieldset = (prefix: string, legend: string, side: Side & { name?: string }) => {
    const f = multiFields(prefix);
    const priority = (issue: Issue, label: string) => (
      <PlaygroundInput
        size="xs"
        label={label}
        name={f[issue]}
        type="number"
        min={0}
        max={10}
        defaultValue={value(f[issue], side.weights[issue])}
      />
    );
    return (
      <PlaygroundFieldset key={prefix} legend={legend}>
        {prefix !== 'm_b' && (
          <PlaygroundInput
            size="xs"
            label="Name"
            name={f.name}
            maxLength={40}
            defaultValue={value(f.name, side.name ?? '')}
          />
        )}
        <PlaygroundInput
          size="xs"
          label="Reservation price"
          name={f.reservation}
          type="number"
          step="any"
          min={0}
          defaultValue={value(f.reservation, side.reservation)}
        />
        <PlaygroundInput
          size="xs"
          label="Target price"
          name={f.target}
          type="number"
          step="any"
          min={0}
          defaultValue={value(f.target, side.target)}
        />
        {priority('price', 'Price priority')}
        {priority('quantity', 'Quantity priority')}
        {priority('delivery', 'Delivery priority')}
        {priority('payment', 'Payment terms priority')}
        <PlaygroundSelect
          size="xs"
          label="Strategy"
          name={f.strategy}
          options={STRATEGY_OPTIONS}
          defaultValue={value(f.strategy, side.strategy)}
        />
      </PlaygroundFieldset>
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
    <form
      method="get"
      action="/playground#several-suppliers-title"
      onSubmit={submit}
      aria-label="Several suppliers: settings"
    >
      <Stack gap="md">
        <Group grow align="flex-end">
          <PlaygroundSelect
            label={`Number of suppliers (${MIN_SUPPLIERS} to ${MAX_SUPPLIERS})`}
            name="m_n"
            options={COUNT_OPTIONS}
            defaultValue={value('m_n', scenario.suppliers.length)}
          />
          <PlaygroundSelect
            label="Item"
            name="m_item"
            options={ITEMS}
            defaultValue={value('m_item', scenario.item)}
          />
          <PlaygroundInput
            label={`Deadline (rounds, 2 to ${MAX_ROUNDS})`}
            name="m_deadline"
            type="number"
            min={2}
            max={MAX_ROUNDS}
            defaultValue={value('m_deadline', scenario.deadline)}
          />
          <PlaygroundInput
            label="Seed"
            name="m_seed"
            type="number"
            min={0}
            defaultValue={value('m_seed', seed)}
          />
        </Group>
        <Text size="sm" c="dimmed">
          Only the first suppliers, as many as chosen above, negotiate; the others&apos; settings are kept for
          later.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {sideFieldset('m_b', 'Buyer agent', scenario.buyer)}
          {DEFAULT_SUPPLIERS.map((fallback, index) =>
            sideFieldset(
              supplierPrefix(index),
              `Supplier ${index + 1}`,
              scenario.suppliers[index] ?? fallback,
            ),
          )}
        </SimpleGrid>
        <Group>
          <Button type="submit">Negotiate with the suppliers</Button>
        </Group>
      </Stack>
    </form>
  );
});
