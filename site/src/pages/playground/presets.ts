import { EXAMPLE_SCENARIO, type Scenario } from '@parley/negotiation';
import { playgroundHref } from './scenario-query';

// Deals a procurement buyer recognises, one link each (the whole scenario in the address, so a preset
// works before the page's scripts run and reproduces like any run). Each one's stated property is
// checked in presets.test.ts.

export interface Preset {
  id: string;
  title: string;
  description: string;
  scenario: Scenario;
  seed: number;
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'strategic-supplier',
    title: 'A strategic supplier',
    description:
      'A long relationship: volume, delivery and payment terms matter as much as price, and there is time to talk.',
    seed: 11,
    scenario: {
      item: 'Industrial sensors',
      deadline: 40,
      buyer: {
        reservation: 100,
        target: 78,
        weights: { price: 3, quantity: 3, delivery: 3, payment: 2 },
        strategy: 'adaptive',
      },
      seller: {
        reservation: 82,
        target: 112,
        weights: { price: 3, quantity: 3, delivery: 2, payment: 2 },
        strategy: 'tit-for-tat',
      },
    },
  },
  {
    id: 'spot-buy',
    title: 'A spot buy',
    description:
      'A one-off purchase: price is nearly all that matters, and the answer is needed in a few rounds.',
    seed: 5,
    scenario: {
      item: 'Office laptops',
      deadline: 6,
      buyer: {
        reservation: 950,
        target: 820,
        weights: { price: 9, quantity: 1, delivery: 0, payment: 0 },
        strategy: 'conceder',
      },
      seller: {
        reservation: 860,
        target: 1040,
        weights: { price: 9, quantity: 1, delivery: 0, payment: 0 },
        strategy: 'boulware',
      },
    },
  },
  {
    id: 'tight-zone',
    title: 'A tight zone',
    description: 'The two limits are within 1% of each other: a deal exists, but only just.',
    seed: 3,
    scenario: {
      ...EXAMPLE_SCENARIO,
      item: 'Steel coils',
      deadline: 30,
      buyer: { ...EXAMPLE_SCENARIO.buyer, reservation: 500, target: 440, strategy: 'linear' },
      seller: { ...EXAMPLE_SCENARIO.seller, reservation: 497, target: 560, strategy: 'linear' },
    },
  },
  {
    id: 'no-zone',
    title: 'No zone',
    description: 'The seller’s lowest acceptable price is above the buyer’s highest: no deal is possible.',
    seed: 1,
    scenario: {
      ...EXAMPLE_SCENARIO,
      item: 'Cloud storage (TB)',
      buyer: { ...EXAMPLE_SCENARIO.buyer, reservation: 20, target: 15 },
      seller: { ...EXAMPLE_SCENARIO.seller, reservation: 24, target: 30 },
    },
  },
];

export const presetHref = (preset: Preset) => playgroundHref(preset.scenario, preset.seed);
