import type { Lead } from '@parley/shared/supabase';
import type { StudioBridge } from '../../../shared/ipc-contract';
import { LEADS_CSV_HEADER, leadsCsvRows } from './to-csv';

/** Reads every matching lead, one page at a time, calling `onPage` with the page and the total. */
export type ReadLeadPages = (
  onPage: (leads: readonly Lead[], total: number) => Promise<void>,
) => Promise<unknown>;

export interface ExportProgress {
  exported: number;
  total: number;
}

export type ExportResult = { saved: false } | { saved: true; path: string; exported: number };

/**
 * Streams the leads CSV to the file the person chooses: the header once, then each page's rows
 * as soon as the page arrives, so memory holds one page whatever the number of leads. On any
 * failure the partial file is deleted and the error reaches the caller.
 */
export async function exportLeadsCsv(
  target: StudioBridge['leadsExport'],
  readPages: ReadLeadPages,
  onProgress: (progress: ExportProgress) => void,
): Promise<ExportResult> {
  const start = await target.start();
  if (!start.saved) return { saved: false };
  const { exportId } = start;
  let exported = 0;
  try {
    await target.write(exportId, LEADS_CSV_HEADER);
    await readPages(async (leads, total) => {
      if (leads.length > 0) await target.write(exportId, leadsCsvRows(leads));
      exported += leads.length;
      onProgress({ exported, total });
    });
    const { path } = await target.finish(exportId);
    return { saved: true, path, exported };
  } catch (error) {
    await target.abort(exportId).catch(() => undefined);
    throw error;
  }
}
