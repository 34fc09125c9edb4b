import { MAX_PRICE, type Outcome } from '@parley/negotiation';
import { CHOICES, type Move } from './play';
import { PLAY_MESSAGES } from './play-messages';

// The game's moves in the address: `play` carries the moves made so far (`96-1000-14-30_a`: an offer
// of price-quantity-delivery-payment, `a` accept, `r` walk away, separated by `_`), and the `y_…`
// fields the move just made in the form. Read with split and Number only (no regular expression), and
// every value checked; a bad one is a message and the game stops before it, the typed values kept.

export const PLAY_FIELDS = {
  moves: 'play',
  price: 'y_price',
  quantity: 'y_qty',
  delivery: 'y_delivery',
  payment: 'y_payment',
  move: 'y_move',
} as const;

/** More than the longest game's moves (MAX_ROUNDS / 2 offers of some 25 characters): refused unread. */
export const MAX_MOVES_LENGTH = 2000;
const MAX_FIELD_LENGTH = 20;

export interface PlayQuery {
  moves: Move[];
  problems: string[];
  /** Whether the address has a game in it (moves or a move). */
  playing: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** A price as typed, or a message. */
function readPrice(text: string): number | string {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0 || value > MAX_PRICE)
    return PLAY_MESSAGES.price;
  return cents(value);
}

const readChoice = (text: string, choices: readonly number[]): number | undefined =>
  choices.find((choice) => String(choice) === text);

function readOffer(price: string, quantity: string, delivery: string, payment: string): Outcome | string {
  const unitPrice = readPrice(price);
  if (typeof unitPrice === 'string') return unitPrice;
  const q = readChoice(quantity, CHOICES.quantity);
  const d = readChoice(delivery, CHOICES.delivery);
  const p = readChoice(payment, CHOICES.payment);
  if (q === undefined) return PLAY_MESSAGES.quantity;
  if (d === undefined) return PLAY_MESSAGES.delivery;
  if (p === undefined) return PLAY_MESSAGES.payment;
  return { price: unitPrice, quantity: q, delivery: d, payment: p };
}

/** Writes moves for the `play` field. */
export function encodeMoves(moves: readonly Move[]): string {
  return moves
    .map((move) =>
      move.kind === 'offer'
        ? [move.outcome.price, move.outcome.quantity, move.outcome.delivery, move.outcome.payment].join('-')
        : move.kind === 'accept'
          ? 'a'
          : 'r',
    )
    .join('_');
}

export function playQuery(query: URLSearchParams): PlayQuery {
  const problems: string[] = [];
  const moves: Move[] = [];
  const encoded = query.get(PLAY_FIELDS.moves) ?? '';
  const move = query.get(PLAY_FIELDS.move);
  const playing = encoded !== '' || move !== null;
  if (encoded.length > MAX_MOVES_LENGTH) {
    return { moves, problems: [PLAY_MESSAGES.movesTooLong], playing };
  }
  if (encoded !== '') {
    for (const token of encoded.split('_')) {
      if (token === 'a' || token === 'r') {
        moves.push({ kind: token === 'a' ? 'accept' : 'reject' });
        continue;
      }
      const parts = token.split('-');
      const offer = parts.length === 4 ? readOffer(parts[0]!, parts[1]!, parts[2]!, parts[3]!) : 'unreadable';
      if (typeof offer === 'string') {
        problems.push(PLAY_MESSAGES.movesUnreadable);
        return { moves, problems, playing };
      }
      moves.push({ kind: 'offer', outcome: offer });
    }
  }
  if (move === null) return { moves, problems, playing };
  if (move === 'accept' || move === 'reject') {
    moves.push({ kind: move });
    return { moves, problems, playing };
  }
  if (move !== 'offer') {
    problems.push(PLAY_MESSAGES.move);
    return { moves, problems, playing };
  }
  const field = (name: string) => (query.get(name) ?? '').slice(0, MAX_FIELD_LENGTH + 1);
  const price = field(PLAY_FIELDS.price);
  const offer =
    price.length > MAX_FIELD_LENGTH
      ? PLAY_MESSAGES.priceTooLong
      : readOffer(
          price,
          field(PLAY_FIELDS.quantity),
          field(PLAY_FIELDS.delivery),
          field(PLAY_FIELDS.payment),
        );
  if (typeof offer === 'string') problems.push(offer);
  else moves.push({ kind: 'offer', outcome: offer });
  return { moves, problems, playing };
}
