import type { AclMessage, NegotiationRun, Result, Scenario, ScoredOutcome } from '@parley/negotiation';

// A run as a file, in the negotiations API's shape (POST /api/v1/negotiations answers
// { transcript, outcome, metrics } for a scenario): the scenario it ran, its FIPA-ACL transcript and
// how it ended, all in the engine's own types, so a file from here and an answer from there line up.

export interface RunExport {
  scenario: Scenario;
  seed: number;
  transcript: AclMessage[];
  outcome: {
    result: Result;
    /** The deal, the round it was accepted in, and each side's utility; null without a deal. */
    agreement: (ScoredOutcome & { round: number }) | null;
    /** The Nash bargaining point of the scenario; null when there is no zone of agreement. */
    nash: ScoredOutcome | null;
    distanceToNash: number | null;
  };
}

export function runExport(run: NegotiationRun): RunExport {
  return {
    scenario: run.scenario,
    seed: run.seed,
    transcript: run.messages,
    outcome: {
      result: run.result,
      agreement: run.agreement ?? null,
      nash: run.nash ?? null,
      distanceToNash: run.distanceToNash ?? null,
    },
  };
}

/**
 * The export as a link's address: a data: URL works from first paint (no script builds a Blob), and
 * the browser saves it under the link's `download` name. Compact JSON: the page carries it for every run.
 */
export const exportHref = (run: NegotiationRun) =>
  `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(runExport(run)))}`;

export const exportFileName = (run: NegotiationRun) => `parley-negotiation-${run.seed}.json`;
