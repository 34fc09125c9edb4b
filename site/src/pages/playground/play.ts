import {
  arenaOf,
  BoaAgent,
  DELIVERY_DAYS,
  distance,
  nashProduct,
  partsOf,
  PAYMENT_DAYS,
  preferencesOf,
  QUANTITIES,
  seededRandom,
  type AclMessage,
  type Outcome,
  type Scenario,
  type ScoredOutcome,
} from '@parley/negotiation';
import { PLAY_MESSAGES } from './play-messages';

// "Play it yourself": the visitor is the buyer and makes its offers against the engine's seller
// agent, under the engine's mechanism (the buyer calls for proposals, the seller opens in round 1,
// then one move each round; after the deadline round only the last offer is answered). The game is
// replayed from the visitor's moves on every request (the engine is deterministic), so the moves in
// the address are the whole state: the page works without JavaScript and a link reproduces a game.
//
// Relies on the engine's public exports (BoaAgent, arenaOf, partsOf, seededRandom, preferencesOf) and
// drives the seller agent as negotiate() does: receive the offer on the table, bid, then decide whether
// to accept it rather than send that bid; at the deadline, answer the last offer with no bid to follow.

/** A visitor's move: an offer, accepting the seller's offer on the table, or walking away from it. */
export type Move = { kind: 'offer'; outcome: Outcome } | { kind: 'accept' } | { kind: 'reject' };

export type GameState =
  /** The visitor may accept the seller's offer or counter it. */
  | 'your-move'
  /** Past the deadline: the visitor may only accept the seller's last offer or walk away. */
  | 'your-last-answer'
  | 'agreement'
  | 'no-deal';

export interface GameScore {
  /** The visitor's (buyer's) utility and the seller's, of the deal. */
  deal: ScoredOutcome;
  nash: ScoredOutcome;
  /** Euclidean distance in utility space (0: the Nash point itself). */
  distanceToNash: number;
  /** The deal's Nash product over the Nash point's (1: as good a deal for both as possible). */
  nashProductShare: number;
}

export interface Game {
  messages: AclMessage[];
  offers: { by: 'buyer' | 'seller'; outcome: Outcome }[];
  state: GameState;
  agreement?: ScoredOutcome & { round: number };
  nash?: ScoredOutcome;
  score?: GameScore;
  /** Moves that could not be played (after the end, or an offer above the reservation), in words. */
  problems: string[];
  /** The moves that were played (a link to the game carries these). */
  played: Move[];
}

const YOU = 'you';
const SELLER = 'seller-agent';
/** negotiate()'s constant for the seller's stream of the seed. */
const SELLER_STREAM = 0x85ebca6b;

/** Scores a deal against the Nash point. */
export function scoreAgainstNash(deal: ScoredOutcome, nash: ScoredOutcome): GameScore {
  const best = nashProduct(nash);
  return {
    deal,
    nash,
    distanceToNash: distance(deal, nash),
    nashProductShare: best > 0 ? nashProduct(deal) / best : 0,
  };
}

/** Plays the visitor's moves against the seller agent and returns the game so far. */
export function playGame(scenario: Scenario, seed: number, moves: readonly Move[]): Game {
  const arena = arenaOf(scenario);
  const prefs = {
    buyer: preferencesOf('buyer', scenario.buyer),
    seller: preferencesOf('seller', scenario.seller),
  };
  // The seller's random stream is derived from the seed as negotiate() derives it, so the same seed
  // gives the seller the same exploration in a game as in a run.
  const seller = new BoaAgent(
    arena.bidSpaces.seller,
    arena.domain,
    partsOf(scenario.seller),
    scenario.deadline,
    seededRandom((seed ^ SELLER_STREAM) >>> 0),
  );
  const conversation = `play-${(seed >>> 0).toString(16).padStart(8, '0')}`;
  const messages: AclMessage[] = [];
  const offers: Game['offers'] = [];
  /** The seller's offers, in order (the last is the one on the table for the visitor). */
  const sellerOffers: Outcome[] = [];
  const problems: string[] = [];
  const played: Move[] = [];
  const send = (
    performative: AclMessage['performative'],
    from: string,
    round: number,
    outcome?: Outcome,
    result?: AclMessage['content']['result'],
  ) => {
    const previous = messages.at(-1);
    messages.push({
      performative,
      sender: from,
      receiver: from === YOU ? SELLER : YOU,
      content: {
        item: scenario.item,
        ...(outcome && {
          price: outcome.price,
          qty: outcome.quantity,
          delivery: outcome.delivery,
          payment: outcome.payment,
        }),
        ...(result && { result }),
      },
      conversation_id: conversation,
      reply_with: `${conversation}-m${messages.length}`,
      ...(previous && { in_reply_to: previous.reply_with }),
      round,
    });
  };
  const score = (outcome: Outcome): ScoredOutcome => ({
    outcome,
    buyer: prefs.buyer.utility(outcome),
    seller: prefs.seller.utility(outcome),
  });
  const end = (state: 'agreement' | 'no-deal', round: number, deal?: Outcome): Game => {
    const agreement = deal && { ...score(deal), round };
    const result = deal ? 'agreement' : arena.frontier.length === 0 ? 'no-zone-of-agreement' : 'deadline';
    send('inform', SELLER, round, deal, result);
    if (played.length < moves.length) problems.push(PLAY_MESSAGES.over);
    return {
      messages,
      offers,
      state,
      agreement,
      nash: arena.nash,
      score: agreement && arena.nash ? scoreAgainstNash(agreement, arena.nash) : undefined,
      problems,
      played,
    };
  };

  send('cfp', YOU, 0);
  // The seller's move in `round`: accept the visitor's offer on the table, or counter it.
  const sellerMove = (round: number, onTable?: Outcome): 'accepted' | 'countered' | 'silent' => {
    if (onTable) seller.receive(onTable, round);
    const counter = seller.bid(round);
    if (onTable && seller.acceptsLast(round, counter)) {
      send('accept-proposal', SELLER, round, onTable);
      return 'accepted';
    }
    if (!counter) return 'silent';
    seller.sent(counter);
    sellerOffers.push(counter);
    offers.push({ by: 'seller', outcome: counter });
    send('propose', SELLER, round, counter);
    return 'countered';
  };

  if (sellerMove(1) === 'silent') return end('no-deal', 1);
  let round = 1;
  for (const move of moves) {
    const onTable = sellerOffers.at(-1)!;
    const last = round >= scenario.deadline; // the seller's offer was the deadline round's
    if (move.kind === 'accept' && !prefs.buyer.acceptable(onTable)) {
      problems.push(PLAY_MESSAGES.acceptAboveReservation(scenario.buyer.reservation));
      break;
    }
    if (move.kind === 'accept') {
      played.push(move);
      send('accept-proposal', YOU, last ? round : round + 1, onTable);
      return end('agreement', last ? round : round + 1, onTable);
    }
    if (move.kind === 'reject' || last) {
      if (move.kind === 'offer') problems.push(PLAY_MESSAGES.deadline);
      played.push({ kind: 'reject' });
      send('reject-proposal', YOU, round, onTable);
      return end('no-deal', round);
    }
    if (!prefs.buyer.acceptable(move.outcome)) {
      problems.push(PLAY_MESSAGES.offerAboveReservation(scenario.buyer.reservation));
      break;
    }
    played.push(move);
    round += 1;
    offers.push({ by: 'buyer', outcome: move.outcome });
    send('propose', YOU, round, move.outcome);
    if (round >= scenario.deadline) {
      // The visitor's offer was the deadline round's: the seller answers it, and the game ends.
      seller.receive(move.outcome, round);
      if (seller.acceptsLast(round, undefined)) {
        send('accept-proposal', SELLER, round, move.outcome);
        return end('agreement', round, move.outcome);
      }
      send('reject-proposal', SELLER, round, move.outcome);
      return end('no-deal', round);
    }
    round += 1;
    const answer = sellerMove(round, move.outcome);
    if (answer === 'accepted') return end('agreement', round, move.outcome);
    if (answer === 'silent') return end('no-deal', round);
  }
  return {
    messages,
    offers,
    state: round >= scenario.deadline ? 'your-last-answer' : 'your-move',
    nash: arena.nash,
    problems,
    played,
  };
}

/** The terms the visitor chooses from (the engine's discretised issues; the price is typed). */
export const CHOICES = { quantity: QUANTITIES, delivery: DELIVERY_DAYS, payment: PAYMENT_DAYS } as const;
