import { describe, expect, it } from 'vitest';
import { aclMessageSchema } from './fipa';
import { EXAMPLE_SCENARIO, scenarioSchema } from './scenario';

/** Each issue's path and message, as the playground words a refused setting. */
const issuesOf = (value: unknown) =>
  scenarioSchema.safeParse(value).error?.issues.map(({ path, message }) => [path.join('.'), message]);

// The schemas are zod/mini's, which registers no locale of its own: the playground shows zod's
// English wording (./zod.ts), the words classic zod used.
describe('scenarioSchema’s messages', () => {
  it('accepts the example', () => {
    expect(scenarioSchema.parse(EXAMPLE_SCENARIO)).toEqual(EXAMPLE_SCENARIO);
  });

  it.each([
    [1.5, 'Invalid input: expected int, received number'],
    [1, 'Too small: expected number to be >=2'],
    [101, 'Too big: expected number to be <=100'],
    [Number.NaN, 'Invalid input: expected number, received NaN'],
    ['20', 'Invalid input: expected number, received string'],
  ])('refuses the deadline %j: %s', (deadline, message) => {
    expect(issuesOf({ ...EXAMPLE_SCENARIO, deadline })).toEqual([['deadline', message]]);
  });

  it('words a side’s prices, priorities and strategy, and the refinements, in English', () => {
    const buyer = {
      ...EXAMPLE_SCENARIO.buyer,
      reservation: 0,
      target: 2_000_000,
      weights: { price: -1, quantity: 11, delivery: 0, payment: 0 },
      strategy: 'greedy',
    };
    expect(issuesOf({ ...EXAMPLE_SCENARIO, item: 'Gold', buyer })).toEqual([
      [
        'item',
        'Invalid option: expected one of "Industrial sensors"|"Office laptops"|"Steel coils"|"Cloud storage (TB)"',
      ],
      ['buyer.reservation', 'Too small: expected number to be >0'],
      ['buyer.target', 'Too big: expected number to be <=1000000'],
      ['buyer.weights.price', 'Too small: expected number to be >=0'],
      ['buyer.weights.quantity', 'Too big: expected number to be <=10'],
      [
        'buyer.strategy',
        'Invalid option: expected one of "boulware"|"linear"|"conceder"|"tit-for-tat"|"adaptive"',
      ],
    ]);
    const zeroWeights = { price: 0, quantity: 0, delivery: 0, payment: 0 };
    expect(
      issuesOf({
        ...EXAMPLE_SCENARIO,
        buyer: { ...EXAMPLE_SCENARIO.buyer, target: 200, weights: zeroWeights },
        seller: { ...EXAMPLE_SCENARIO.seller, target: 10 },
      }),
    ).toEqual([
      ['buyer.weights', 'At least one priority must be above zero.'],
      ['buyer.target', "The buyer's target must not be above its reservation price."],
      ['seller.target', "The seller's target must not be below its reservation price."],
    ]);
  });

  it('words a value that is not an object', () => {
    expect(issuesOf(null)).toEqual([['', 'Invalid input: expected object, received null']]);
    expect(issuesOf({ ...EXAMPLE_SCENARIO, seller: 'x' })).toEqual([
      ['seller', 'Invalid input: expected object, received string'],
    ]);
  });
});

describe('aclMessageSchema', () => {
  const message = {
    performative: 'propose',
    sender: 'buyer',
    receiver: 'seller',
    content: { item: 'Steel coils', price: 90, qty: 100, delivery: 7, payment: 30 },
    conversation_id: 'c1',
    reply_with: 'm2',
    in_reply_to: 'm1',
    round: 1,
  };

  it('accepts a message, with the optional fields left out', () => {
    expect(aclMessageSchema.parse(message)).toEqual(message);
    const { in_reply_to: _reply, ...first } = { ...message, content: { item: 'Steel coils' } };
    expect(aclMessageSchema.parse(first)).toEqual(first);
  });

  it('refuses a fractional round (before its sign), a fractional quantity and an unknown result', () => {
    const issues = aclMessageSchema
      .safeParse({ ...message, round: -0.5, content: { ...message.content, qty: 1.5, result: 'won' } })
      .error?.issues.map(({ path, message: text }) => [path.join('.'), text]);
    expect(issues).toEqual([
      ['content.qty', 'Invalid input: expected int, received number'],
      [
        'content.result',
        'Invalid option: expected one of "agreement"|"deadline"|"no-zone-of-agreement"|"declined"',
      ],
      ['round', 'Invalid input: expected int, received number'],
    ]);
  });
});
