import {
  arenaOf,
  EXAMPLE_SCENARIO,
  negotiate,
  preferencesOf,
  type Outcome,
  type Scenario,
} from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import { playGame, scoreAgainstNash, type Move } from './play';
import { encodeMoves, MAX_MOVES_LENGTH, playQuery } from './play-query';
import { PRESETS } from './presets';

const offer = (outcome: Outcome): Move => ({ kind: 'offer', outcome });
const lowball: Outcome = { price: 80, quantity: 1000, delivery: 7, payment: 60 };
const withDeadline = (deadline: number): Scenario => ({ ...EXAMPLE_SCENARIO, deadline });

describe('scoreAgainstNash', () => {
  it('measures the distance and the Nash product’s share (hand-checked)', () => {
    const outcome = lowball;
    const score = scoreAgainstNash(
      { outcome, buyer: 0.6, seller: 0.4 },
      { outcome, buyer: 0.5, seller: 0.5 },
    );
    expect(score.distanceToNash).toBeCloseTo(Math.SQRT2 / 10, 12); // √(0.1² + 0.1²)
    expect(score.nashProductShare).toBeCloseTo(0.96, 12); // 0.6 × 0.4 / (0.5 × 0.5)
  });
});

describe('playGame', () => {
  it('opens with the visitor’s call for proposals and the seller’s first offer', () => {
    const game = playGame(EXAMPLE_SCENARIO, 1, []);
    expect(game.state).toBe('your-move');
    expect(game.messages.map((m) => [m.performative, m.sender, m.round])).toEqual([
      ['cfp', 'you', 0],
      ['propose', 'seller-agent', 1],
    ]);
    expect(game.offers).toHaveLength(1);
  });

  it('accepting the seller’s offer is a deal on its terms, scored against the Nash point', () => {
    // The seller opens above the visitor's $96 reservation (it trades the terms it cares little
    // about for price), so the visitor holds out with lowball offers until an offer is acceptable.
    const buyer = preferencesOf('buyer', EXAMPLE_SCENARIO.buyer);
    const holdOut: Move[] = [];
    let standing = playGame(EXAMPLE_SCENARIO, 1, holdOut);
    while (!buyer.acceptable(standing.offers.at(-1)!.outcome)) {
      holdOut.push(offer(lowball));
      standing = playGame(EXAMPLE_SCENARIO, 1, holdOut);
      expect(standing.state).toBe('your-move');
    }
    const onTable = standing.offers.at(-1)!.outcome;
    const game = playGame(EXAMPLE_SCENARIO, 1, [...holdOut, { kind: 'accept' }]);
    expect(game.state).toBe('agreement');
    expect(game.agreement).toMatchObject({ outcome: onTable, round: 2 * holdOut.length + 2 });
    const nash = arenaOf(EXAMPLE_SCENARIO).nash!;
    expect(game.score).toEqual(scoreAgainstNash(game.agreement!, nash));
    expect(game.messages.at(-1)).toMatchObject({ performative: 'inform', content: { result: 'agreement' } });
  });

  it('offering the Nash point until the seller takes it scores a distance of 0', () => {
    const nash = arenaOf(EXAMPLE_SCENARIO).nash!.outcome;
    const moves = Array.from({ length: 10 }, () => offer(nash));
    const game = playGame(EXAMPLE_SCENARIO, 1, moves);
    expect(game.state).toBe('agreement');
    expect(game.agreement?.outcome).toEqual(nash);
    expect(game.score?.distanceToNash).toBe(0);
    expect(game.score?.nashProductShare).toBe(1);
    expect(game.problems).toEqual(['The negotiation was over: later moves were not played.']);
    expect(game.played.length).toBeLessThan(moves.length);
  });

  it('with an even deadline the seller answers the visitor’s offer of the last round, and it ends', () => {
    const game = playGame(withDeadline(6), 1, [offer(lowball), offer(lowball), offer(lowball)]);
    expect(game.state).toBe('no-deal');
    expect(game.messages.slice(-2).map((m) => [m.performative, m.sender, m.round])).toEqual([
      ['reject-proposal', 'seller-agent', 6],
      ['inform', 'seller-agent', 6],
    ]);
    expect(game.messages.at(-1)?.content.result).toBe('deadline');
  });

  it('with an odd deadline the visitor only answers the seller’s last offer: an offer then walks away', () => {
    const twoOffers = [offer(lowball), offer(lowball)];
    expect(playGame(withDeadline(5), 1, twoOffers).state).toBe('your-last-answer');
    const walked = playGame(withDeadline(5), 1, [...twoOffers, offer(lowball)]);
    expect(walked.state).toBe('no-deal');
    expect(walked.problems).toContain('The deadline has passed: accept the last offer or walk away.');
    expect(walked.played.at(-1)).toEqual({ kind: 'reject' });
    expect(playGame(withDeadline(5), 1, [...twoOffers, { kind: 'accept' }]).state).toBe('agreement');
  });

  it.each([1, 7, 42])(
    'a visitor making the buyer agent’s moves meets the same seller as negotiate() (seed %i)',
    (seed) => {
      const run = negotiate(EXAMPLE_SCENARIO, seed);
      const moves: Move[] = run.offers.filter((o) => o.by === 'buyer').map((o) => offer(o.outcome));
      if (run.agreement && run.agreement.round % 2 === 0) moves.push({ kind: 'accept' });
      const game = playGame(EXAMPLE_SCENARIO, seed, moves);
      const sellerOffers = (offers: readonly { by: string; outcome: Outcome }[]) =>
        offers.filter((o) => o.by === 'seller').map((o) => o.outcome);
      expect(sellerOffers(game.offers)).toEqual(sellerOffers(run.offers));
      expect(game.agreement?.outcome).toEqual(run.agreement?.outcome);
    },
  );

  it('refuses an offer above the visitor’s reservation price, and plays nothing after it', () => {
    const game = playGame(EXAMPLE_SCENARIO, 1, [offer({ ...lowball, price: 97 }), { kind: 'accept' }]);
    expect(game.state).toBe('your-move');
    expect(game.played).toEqual([]);
    expect(game.problems).toEqual([
      'Your offer is above your reservation price: offer at most $96.00 a unit.',
    ]);
  });

  it('with no zone of agreement the visitor cannot accept the seller’s price and the game ends without a deal', () => {
    const noZone = PRESETS.find((p) => p.id === 'no-zone')!.scenario;
    const refused = playGame(noZone, 1, [{ kind: 'accept' }]);
    expect(refused.state).toBe('your-move');
    expect(refused.problems[0]).toContain('above your reservation price');
    const low = { ...lowball, price: 15 };
    const game = playGame(
      noZone,
      1,
      Array.from({ length: 10 }, () => offer(low)),
    );
    expect(game.state).toBe('no-deal');
    expect(game.messages.at(-1)?.content.result).toBe('no-zone-of-agreement');
  });
});

describe('playQuery', () => {
  const read = (text: string) => playQuery(new URLSearchParams(text));

  it('reads the moves so far and the move just made, and writes them back the same', () => {
    const moves: Move[] = [offer(lowball), offer({ ...lowball, price: 85.5 }), { kind: 'accept' }];
    expect(encodeMoves(moves)).toBe('80-1000-7-60_85.5-1000-7-60_a');
    expect(read(`play=${encodeMoves(moves)}`)).toEqual({ moves, problems: [], playing: true });
    expect(
      read('play=80-1000-7-60&y_move=offer&y_price=85.5&y_qty=1000&y_delivery=7&y_payment=60').moves,
    ).toEqual(moves.slice(0, 2));
    expect(read('').playing).toBe(false);
  });

  const short = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);
  it.each(
    [
      ['y_move=offer', 'price per unit must be a number'],
      ['y_move=offer&y_price=', 'price per unit must be a number'],
      ['y_move=offer&y_price=abc&y_qty=1000&y_delivery=7&y_payment=60', 'price per unit must be a number'],
      ['y_move=offer&y_price=-5&y_qty=1000&y_delivery=7&y_payment=60', 'price per unit must be a number'],
      [
        'y_move=offer&y_price=Infinity&y_qty=1000&y_delivery=7&y_payment=60',
        'price per unit must be a number',
      ],
      [`y_move=offer&y_price=${'9'.repeat(30)}&y_qty=1000`, 'too long'],
      ['y_move=offer&y_price=90&y_qty=999&y_delivery=7&y_payment=60', 'quantity is not one of the choices'],
      ['y_move=offer&y_price=90&y_qty=1000&y_delivery=8&y_payment=60', 'delivery time is not one of'],
      ['y_move=offer&y_price=90&y_qty=1000&y_delivery=7&y_payment=', 'payment terms are not one of'],
      ['y_move=%3Cscript%3E', 'not one of the choices'],
      ['play=80-1000-7', 'could not all be read'],
      ['play=-80-1000-7-60', 'could not all be read'],
      ['play=80-1000-7-60__a', 'could not all be read'],
      [`play=${'80-1000-7-60_'.repeat(200)}`, 'too long'],
    ].map(([text, message]) => [short(text!), text!, message!]),
  )('refuses %s with a message', (_label, text, message) => {
    const result = read(text);
    expect(result.problems.join(' ')).toContain(message);
    expect(result.playing).toBe(true);
  });

  it('keeps the moves read before a bad one, and drops the move made after it', () => {
    const result = read('play=80-1000-7-60_bad_a&y_move=accept');
    expect(result.moves).toEqual([offer(lowball)]);
  });

  it('refuses an address longer than any game without reading it', () => {
    expect(MAX_MOVES_LENGTH).toBeLessThan(5000);
    expect(read(`play=${'a_'.repeat(MAX_MOVES_LENGTH)}`).moves).toEqual([]);
  });
});
