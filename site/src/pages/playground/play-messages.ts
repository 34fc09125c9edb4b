import { MAX_PRICE } from '@parley/negotiation';
import { formatUnitPrice } from './money';

/** What "Play it yourself" answers to a move it does not play (docs/messages.md#playground). */
export const PLAY_MESSAGES = {
  price: `Your price per unit must be a number above 0 and at most ${MAX_PRICE.toLocaleString('en-US')}.`,
  priceTooLong: 'Your price per unit is too long.',
  quantity: 'Your quantity is not one of the choices.',
  delivery: 'Your delivery time is not one of the choices.',
  payment: 'Your payment terms are not one of the choices.',
  move: 'That move is not one of the choices.',
  movesTooLong: 'The game in the address is too long to be a game: start again.',
  movesUnreadable: 'The moves in the address could not all be read: the game stops before the first bad one.',
  over: 'The negotiation was over: later moves were not played.',
  deadline: 'The deadline has passed: accept the last offer or walk away.',
  offerAboveReservation: (reservation: number) =>
    `Your offer is above your reservation price: offer at most ${formatUnitPrice(reservation)} a unit.`,
  acceptAboveReservation: (reservation: number) =>
    `The seller's offer is above your reservation price (${formatUnitPrice(reservation)}): you cannot accept it.`,
} as const;
