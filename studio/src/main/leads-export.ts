import { writeFile } from 'node:fs/promises';
import type { BrowserWindow, Dialog } from 'electron';

/** Saves the leads CSV (built by the renderer) where the person chooses, through the native dialog. */
export async function exportLeadsCsv(
  dialog: Pick<Dialog, 'showSaveDialog'>,
  window: BrowserWindow | undefined,
  csv: string,
  today = new Date(),
): Promise<{ saved: boolean; path?: string }> {
  const options = {
    title: 'Export leads',
    defaultPath: `parley-leads-${today.toISOString().slice(0, 10)}.csv`,
    filters: [{ name: 'CSV', extensions: ['csv'] }],
  };
  const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  if (result.canceled || !result.filePath) return { saved: false };
  await writeFile(result.filePath, csv, 'utf8');
  return { saved: true, path: result.filePath };
}
