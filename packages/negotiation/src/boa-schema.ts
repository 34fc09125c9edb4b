import { z } from './zod';

// The parts an agent is composed of (the BOA architecture, Baarslag et al. 2014): a bidding tactic
// (what utility to ask for), an opponent model (HardHeaded's frequency model, here with its learning
// coefficient) and acceptance conditions. A side's `agent` setting overrides its named strategy's parts.

export const TACTIC_KINDS = [
  'time-dependent',
  'relative-tit-for-tat',
  'absolute-tit-for-tat',
  'adaptive',
] as const;
export const ACCEPTANCE_KINDS = ['next', 'const', 'time', 'combi'] as const;

const unit = z.number().check(z.gte(0), z.lte(1));

export const tacticSchema = z.discriminatedUnion('kind', [
  z.object({
    /** Faratin, Sierra & Jennings 1998: concession by time alone. */
    kind: z.literal('time-dependent'),
    family: z.enum(['polynomial', 'exponential']),
    /** β < 1 concedes late (Boulware), β > 1 early (Conceder). */
    beta: z.number().check(z.gte(0.01), z.lte(50)),
    /** The share of the concession made at once (κ); the exponential family needs κ > 0. */
    k: unit,
  }),
  z.object({
    /** Faratin's relative tit-for-tat: the opponent's ratio of values δ bids apart, per issue. */
    kind: z.literal('relative-tit-for-tat'),
    delta: z.number().check(z.int(), z.gte(1), z.lte(5)),
  }),
  z.object({
    /** Absolute tit-for-tat: the opponent's difference of values δ bids apart, per issue. */
    kind: z.literal('absolute-tit-for-tat'),
    delta: z.number().check(z.int(), z.gte(1), z.lte(5)),
  }),
  z.object({ kind: z.literal('adaptive') }),
]);
export type Tactic = z.infer<typeof tacticSchema>;

export const acceptanceSchema = z.discriminatedUnion('kind', [
  /** AC_next(α, β): accept when α · u(offer) + β ≥ u(own next bid). */
  z.object({
    kind: z.literal('next'),
    alpha: z.number().check(z.gte(0.5), z.lte(2)),
    beta: z.number().check(z.gte(-1), z.lte(1)),
  }),
  /** AC_const(c): accept when u(offer) ≥ c. */
  z.object({ kind: z.literal('const'), threshold: unit }),
  /** AC_time(T): accept anything once the time t ≥ T. */
  z.object({ kind: z.literal('time'), after: unit }),
  /** AC_combi(T, MAX^W): AC_next, or after T an offer at least the best received in the last window of time 1 − t. */
  z.object({ kind: z.literal('combi'), after: unit }),
]);
export type AcceptanceCondition = z.infer<typeof acceptanceSchema>;

export const agentPartsSchema = z
  .object({
    bidding: z.optional(tacticSchema),
    /** Any one condition accepts (never below the best offer already received). */
    acceptance: z.optional(z.array(acceptanceSchema).check(z.minLength(1), z.maxLength(4))),
    /** The opponent model's learning coefficient (HardHeaded: 0.2). */
    learnCoef: z.optional(unit),
  })
  .check(
    z.refine(
      (parts) =>
        !(
          parts.bidding?.kind === 'time-dependent' &&
          parts.bidding.family === 'exponential' &&
          parts.bidding.k === 0
        ),
      {
        message: 'The exponential family needs k above zero.',
        path: ['bidding', 'k'],
      },
    ),
  );
export type AgentParts = z.infer<typeof agentPartsSchema>;
