import {
  EXAMPLE_MULTI_SUPPLIER_SCENARIO,
  MAX_SUPPLIERS,
  type MultiSupplierScenario,
} from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPLIERS, MULTI_PRESET, multiSupplierHref, multiSupplierQuery } from './multi-query';
import { MULTI_QUERY, MULTI_SUPPLIER_SLOTS, PLAYGROUND_QUERY } from '../../config/playground-query';
import { DEFAULT_SEED } from './scenario-query';

const read = (text: string) => multiSupplierQuery(new URLSearchParams(text));
const example = EXAMPLE_MULTI_SUPPLIER_SCENARIO;

describe('multiSupplierQuery', () => {
  it('asks for nothing without an m_ setting (the bilateral settings are not its)', () => {
    expect(read('')).toEqual({ asked: false, scenario: example, seed: DEFAULT_SEED, problems: [] });
    expect(read('b_res=90&seed=4').asked).toBe(false);
  });

  it('reads back every setting of a run’s address, for 2 to 5 suppliers', () => {
    for (let count = 2; count <= MAX_SUPPLIERS; count++) {
      const scenario: MultiSupplierScenario = {
        item: 'Steel coils',
        deadline: 30,
        buyer: { ...example.buyer, reservation: 120, strategy: 'adaptive' },
        suppliers: DEFAULT_SUPPLIERS.slice(0, count).map((supplier, index) => ({
          ...supplier,
          name: `Mill ${index + 1}`,
          target: 130 + index,
        })),
      };
      const href = multiSupplierHref(scenario, 42);
      const query = href.split('?')[1]!.split('#')[0]!;
      expect(read(query)).toEqual({ asked: true, scenario, seed: 42, problems: [] });
    }
  });

  it('a missing setting takes the example’s; a missing count the example’s three', () => {
    const result = read('m_b_res=100');
    expect(result.problems).toEqual([]);
    expect(result.scenario.suppliers).toEqual(example.suppliers);
    expect(result.scenario.buyer.reservation).toBe(100);
    expect(read('m_n=5').scenario.suppliers).toHaveLength(5);
  });

  const short = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);
  it.each(
    [
      ['m_n=1', 'Number of suppliers must be a whole number from 2 to 5.'],
      ['m_n=6', 'Number of suppliers must be a whole number from 2 to 5.'],
      ['m_n=0', 'Number of suppliers must be a whole number from 2 to 5.'],
      ['m_n=2.5', 'Number of suppliers must be a whole number from 2 to 5.'],
      ['m_n=abc', 'Number of suppliers (2 to 5) must be a number.'],
      ['m_n=3&m_n=4', 'Number of suppliers (2 to 5) was given more than once.'],
      ['m_s1_res=88&m_s1_res=80', 'Supplier 1 reservation price was given more than once.'],
      [`m_s2_res=${'9'.repeat(50)}`, 'Supplier 2 reservation price is too long.'],
      ['m_s2_res=1e400', 'Supplier 2 reservation price must be a number.'],
      ['m_s2_res=-5', 'Supplier 2 reservation price: Too small'],
      ['m_s3_target=50', 'Supplier 3 target price: The supplier’s target must not be below'],
      ['m_s1_w_price=11', 'Supplier 1 price priority: Too big'],
      ['m_b_w_price=0&m_b_w_qty=0&m_b_w_delivery=0&m_b_w_payment=0', 'Buyer priorities: At least one'],
      ['m_b_target=200', 'Buyer target price: The buyer’s target must not be above'],
      ['m_s1_strategy=cheat', 'Supplier 1 strategy is not one of the choices.'],
      ['m_s2_name=Supplier A', 'Supplier 2 name: Two suppliers have the same name.'],
      [`m_s2_name=${'x'.repeat(41)}`, 'Supplier 2 name is too long.'],
      ['m_item=Gold', 'Item is not one of the choices.'],
      ['m_deadline=1', 'Deadline: Too small'],
      ['m_seed=-1', 'Seed must be a whole number from 0 to 4294967295.'],
    ].map(([text, message]) => [short(text!), text!, message!]),
  )('refuses %s with a message, and runs the example instead', (_label, text, message) => {
    const result = read(text);
    expect(result.asked).toBe(true);
    expect(result.problems.join(' ').replace(/'/g, '’')).toContain(message);
    expect(result.scenario).toEqual(example);
    expect(result.seed).toBe(DEFAULT_SEED);
  });

  it('reads no supplier past the number chosen (a sixth slot is never read)', () => {
    const result = read('m_n=2&m_s3_res=abc&m_s6_res=abc');
    expect(result.problems).toEqual([]);
    expect(result.scenario.suppliers).toHaveLength(2);
  });
});

describe('the multi-supplier address', () => {
  it('is declared in the route table: every parameter it writes is one the page reads', () => {
    expect(MULTI_SUPPLIER_SLOTS).toBe(MAX_SUPPLIERS);
    const five = { ...example, suppliers: DEFAULT_SUPPLIERS.slice(0, 5) };
    const written = new URLSearchParams(multiSupplierHref(five, 9).split('?')[1]!.split('#')[0]!);
    for (const name of written.keys()) {
      expect(MULTI_QUERY).toContain(name);
      expect(PLAYGROUND_QUERY).toContain(name);
    }
  });

  it('the preset is the engine’s example with three suppliers', () => {
    const query = MULTI_PRESET.href.split('?')[1]!.split('#')[0]!;
    expect(read(query)).toEqual({ asked: true, scenario: example, seed: DEFAULT_SEED, problems: [] });
  });
});
