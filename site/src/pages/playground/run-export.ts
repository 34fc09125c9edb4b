import type { MultiSupplierRun, NegotiationRun } from '@parley/negotiation';
import { toMultiSupplierResponse } from '../../features/engine-api/multi-supplier-response';
import { toNegotiationResponse } from '../../features/engine-api/negotiation-response';

// A run as a file, in the negotiations API's own format: the same function builds the answer of
// POST /api/v1/negotiations (and /multi-supplier) and this export, so a file from here and an answer
// from there line up field for field (the scenario and the seed included).

/** A JSON value as a link's address: a data: URL works from first paint (no script builds a Blob). */
const dataHref = (value: unknown) =>
  `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(value))}`;

/** The bilateral run's export; the browser saves it under the link's `download` name. Compact JSON. */
export const exportHref = (run: NegotiationRun) => dataHref(toNegotiationResponse(run));

export const exportFileName = (run: NegotiationRun) => `parley-negotiation-${run.seed}.json`;

/** A multi-supplier run's export, in the format of POST /api/v1/negotiations/multi-supplier. */
export const multiSupplierExportHref = (run: MultiSupplierRun) => dataHref(toMultiSupplierResponse(run));

export const multiSupplierExportFileName = (run: MultiSupplierRun) =>
  `parley-multi-supplier-${run.seed}.json`;
