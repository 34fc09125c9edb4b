import { EXAMPLE_SCENARIO } from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import { PLAY_FIELDS } from './play-query';
import { MULTI_QUERY, PLAYGROUND_QUERY } from '../../config/playground-query';
import {
  DEFAULT_SEED,
  playgroundHref,
  playgroundQuery,
  readSide,
  sideFields,
  writeSide,
  type SettingReader,
} from './scenario-query';

const read = (text: string) => playgroundQuery(new URLSearchParams(text));

describe('playgroundQuery', () => {
  it('runs the example for an address with no settings', () => {
    expect(read('')).toEqual({ scenario: EXAMPLE_SCENARIO, seed: DEFAULT_SEED, problems: [], asked: false });
  });

  it('reads back every setting of a run’s address (a link reproduces it)', () => {
    const scenario = {
      ...EXAMPLE_SCENARIO,
      item: 'Steel coils' as const,
      deadline: 30,
      buyer: { ...EXAMPLE_SCENARIO.buyer, reservation: 120, strategy: 'adaptive' as const },
      seller: { ...EXAMPLE_SCENARIO.seller, target: 150, strategy: 'tit-for-tat' as const },
    };
    const href = playgroundHref(scenario, 42);
    expect(read(href.split('?')[1]!)).toMatchObject({ scenario, seed: 42, problems: [] });
  });

  it.each([
    ['deadline=abc', 'must be a number'],
    ['deadline=1', 'Deadline'],
    [`deadline=${'9'.repeat(50)}`, 'too long'],
    ['deadline=1e9', 'Deadline'],
    ['b_res=-5', 'Buyer reservation price'],
    ['b_target=200', "The buyer's target must not be above its reservation price."],
    ['s_target=10', "The seller's target must not be below its reservation price."],
    ['b_w_price=0&b_w_qty=0&b_w_delivery=0&b_w_payment=0', 'At least one priority must be above zero.'],
    ['b_strategy=<script>', 'not one of the choices'],
    ['item=Gold', 'not one of the choices'],
    ['seed=-1', 'Seed must be a whole number'],
    ['seed=1.5', 'Seed must be a whole number'],
  ])('refuses %s with a message, and runs the example instead', (text, message) => {
    const result = read(text);
    expect(result.problems.join(' ')).toContain(message);
    expect(result.scenario).toEqual(EXAMPLE_SCENARIO);
    expect(result.seed).toBe(DEFAULT_SEED);
  });

  it('asks for the post-settlement step only with its checkbox ticked, and a link keeps it', () => {
    expect(read('post_settlement=on')).toMatchObject({
      scenario: { ...EXAMPLE_SCENARIO, postSettlement: true },
      problems: [],
    });
    expect(read('post_settlement=').scenario).toEqual(EXAMPLE_SCENARIO);
    const href = playgroundHref({ ...EXAMPLE_SCENARIO, postSettlement: true }, 3);
    expect(href).toContain('post_settlement=on');
    expect(read(href.split('?')[1]!).scenario.postSettlement).toBe(true);
    expect(playgroundHref(EXAMPLE_SCENARIO, 3)).not.toContain('post_settlement');
  });

  it.each([
    'post_settlement=true',
    'post_settlement=off',
    'post_settlement=1',
    `post_settlement=${'on'.repeat(20)}`,
  ])('refuses %s with a message, and runs the example instead', (text) => {
    const result = read(text);
    expect(result.problems).toEqual([
      text.length > 40 ? 'Post-settlement is too long.' : 'Post-settlement must be "on" or left out.',
    ]);
    expect(result.scenario).toEqual(EXAMPLE_SCENARIO);
  });

  it('takes the first of a repeated setting, and ignores blank ones', () => {
    expect(read('deadline=30&deadline=5').scenario.deadline).toBe(30);
    expect(read('deadline=&seed=').problems).toEqual([]);
  });
});

describe('PLAYGROUND_QUERY', () => {
  it('names every parameter of a run’s, a game’s and a multi-supplier run’s address (the route table keeps only these)', () => {
    const href = playgroundHref({ ...EXAMPLE_SCENARIO, postSettlement: true }, 7);
    const names = [...new URL(href, 'http://site.test').searchParams.keys()];
    const game = Object.values(PLAY_FIELDS);
    expect([...names, ...game, ...MULTI_QUERY].sort()).toEqual([...PLAYGROUND_QUERY].sort());
  });
});

describe('readSide (both forms’ sides: this one’s b_/s_, the multi-supplier form’s m_b/m_s<n>)', () => {
  /** A reader that records every field asked and refuses what is not a number or a choice. */
  const readerOf = (query: URLSearchParams) => {
    const asked: string[] = [];
    const problems: string[] = [];
    const reader: SettingReader = {
      number: (name, fallback) => {
        asked.push(name);
        const value = query.get(name);
        if (value === null) return fallback;
        if (!Number.isFinite(Number(value))) problems.push(name);
        return Number.isFinite(Number(value)) ? Number(value) : fallback;
      },
      choice: (name, choices, fallback) => {
        asked.push(name);
        const value = query.get(name);
        const found = choices.find((choice) => choice === value);
        if (value !== null && !found) problems.push(name);
        return found ?? fallback;
      },
    };
    return { reader, asked, problems };
  };

  it('reads every setting under its prefix, and the example’s for any missing', () => {
    const query = new URLSearchParams('m_s2_res=91&m_s2_w_qty=7&m_s2_strategy=linear&b_res=1');
    const { reader, problems } = readerOf(query);
    expect(readSide(reader, 'm_s2', EXAMPLE_SCENARIO.seller)).toEqual({
      ...EXAMPLE_SCENARIO.seller,
      reservation: 91,
      weights: { ...EXAMPLE_SCENARIO.seller.weights, quantity: 7 },
      strategy: 'linear',
    });
    expect(problems).toEqual([]);
  });

  it('asks for exactly the seven fields of its prefix, and the reader refuses bad values', () => {
    const { reader, asked, problems } = readerOf(new URLSearchParams('s_target=abc&s_strategy=bully'));
    expect(readSide(reader, 's', EXAMPLE_SCENARIO.seller)).toEqual(EXAMPLE_SCENARIO.seller);
    expect(asked).toEqual(Object.values(sideFields('s')));
    expect(problems).toEqual(['s_target', 's_strategy']);
  });

  it('reads back what writeSide wrote', () => {
    const query = new URLSearchParams();
    const side = { ...EXAMPLE_SCENARIO.buyer, target: 61.5, strategy: 'adaptive' as const };
    writeSide(query, 'm_b', side);
    expect(readSide(readerOf(query).reader, 'm_b', EXAMPLE_SCENARIO.seller)).toEqual(side);
  });
});
