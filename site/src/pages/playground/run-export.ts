import {
  negotiate,
  runMultiSupplier,
  type MultiSupplierRun,
  type MultiSupplierScenario,
  type NegotiationRun,
  type Scenario,
} from '@parley/negotiation';
import { toMultiSupplierResponse } from '../../features/engine-api/multi-supplier-response';
import { toNegotiationResponse } from '../../features/engine-api/negotiation-response';
import { multiSupplierHref, multiSupplierQuery } from './multi-query';
import { playgroundHref, playgroundQuery } from './scenario-query';

// A run as a file, in the negotiations API's own format: the same function builds the answer of
// POST /api/v1/negotiations (and /multi-supplier) and this export, so a file from here and an answer
// from there line up field for field (the scenario and the seed included).
//
// The page links to the export by address (`/playground/export.json?<the run's settings>`, answered
// by the site's server from the same settings, site/server/playground-export.ts): a link works without
// JavaScript and costs the page nothing until it is followed. Inlining the run as a data: URL cost
// every render its whole JSON (205 KiB of a five-supplier page's HTML). Once the page's scripts run,
// a click builds the file from the run in memory instead (`dataHref`): the same bytes, and right for a
// run the browser computed from what it learned, which the address alone does not reproduce.

/** Where the server answers a bilateral run's export (and a multi-supplier run's). */
export const EXPORT_PATH = '/playground/export.json';
export const MULTI_SUPPLIER_EXPORT_PATH = '/playground/multi-supplier-export.json';

/** A JSON value as a link's address, built when the link is clicked (no Blob to revoke). */
export const dataHref = (value: unknown) =>
  `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(value))}`;

/** The query of a playground address (its fragment dropped). */
const queryOf = (href: string) => new URL(href, 'http://playground.invalid').search;

/** The export's address for a run's settings (those the page ran, never a refused one). */
export const exportPath = (scenario: Scenario, seed: number) =>
  `${EXPORT_PATH}${queryOf(playgroundHref(scenario, seed))}`;

export const multiSupplierExportPath = (scenario: MultiSupplierScenario, seed: number) =>
  `${MULTI_SUPPLIER_EXPORT_PATH}${queryOf(multiSupplierHref(scenario, seed))}`;

/** The bilateral run's export. Compact JSON. */
export const exportJson = (run: NegotiationRun) => toNegotiationResponse(run);

export const exportFileName = (run: { seed: number }) => `parley-negotiation-${run.seed}.json`;

/** A multi-supplier run's export, in the format of POST /api/v1/negotiations/multi-supplier. */
export const multiSupplierExportJson = (run: MultiSupplierRun) => toMultiSupplierResponse(run);

export const multiSupplierExportFileName = (run: { seed: number }) =>
  `parley-multi-supplier-${run.seed}.json`;

/** What the export's address answers: the run's file, or the settings' problems (as the page lists them). */
export type ExportAnswer = { ok: true; fileName: string; body: unknown } | { ok: false; problems: string[] };

/** The export of the run the playground shows for these settings (`scenario-query.ts`). */
export function exportForQuery(query: URLSearchParams): ExportAnswer {
  const { scenario, seed, problems } = playgroundQuery(query);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, fileName: exportFileName({ seed }), body: exportJson(negotiate(scenario, seed)) };
}

/** The export of the multi-supplier run the playground shows for these settings (`multi-query.ts`). */
export function multiSupplierExportForQuery(query: URLSearchParams): ExportAnswer {
  const { scenario, seed, problems } = multiSupplierQuery(query);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    fileName: multiSupplierExportFileName({ seed }),
    body: multiSupplierExportJson(runMultiSupplier(scenario, seed)),
  };
}
