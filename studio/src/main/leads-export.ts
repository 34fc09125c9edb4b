import { randomUUID } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import type { BrowserWindow, Dialog } from 'electron';

/**
 * The leads CSV, streamed: the renderer reads the leads a page at a time and sends each page's CSV
 * here as it goes, so neither process ever holds the whole file (25,000 leads or 2.5 million).
 *
 * start → the native save dialog; the file is written as `<chosen>.part` and renamed to the chosen
 * name only on finish, so an interrupted export never leaves a file that looks complete.
 * write → appends one chunk, in order. finish → closes and renames. abort → closes and deletes.
 */
export type LeadsExportStart = { saved: false } | { saved: true; exportId: string };

/** A compromised renderer could open exports forever; a person runs one at a time. */
const MAX_OPEN_EXPORTS = 4;

interface OpenExport {
  file: FileHandle;
  partPath: string;
  path: string;
  /** Writes are chained: a chunk never overtakes the one before it, even if IPC calls overlap. */
  queue: Promise<void>;
}

export function createLeadsExporter(
  dialog: Pick<Dialog, 'showSaveDialog'>,
  window: () => BrowserWindow | undefined,
  today: () => Date = () => new Date(),
) {
  const exports = new Map<string, OpenExport>();

  const take = (exportId: string): OpenExport => {
    const found = exports.get(exportId);
    if (!found) throw new Error('This export is not open (finished, aborted, or never started).');
    return found;
  };

  const close = async (exportId: string): Promise<OpenExport> => {
    const current = take(exportId);
    exports.delete(exportId);
    await current.queue.catch(() => undefined);
    await current.file.close();
    return current;
  };

  async function abort(exportId: string): Promise<void> {
    if (!exports.has(exportId)) return;
    const { partPath } = await close(exportId);
    await rm(partPath, { force: true });
  }

  return {
    async start(): Promise<LeadsExportStart> {
      if (exports.size >= MAX_OPEN_EXPORTS) throw new Error('Too many exports in progress.');
      const options = {
        title: 'Export leads',
        defaultPath: `parley-leads-${today().toISOString().slice(0, 10)}.csv`,
        filters: [{ name: 'CSV', extensions: ['csv'] }],
      };
      const parent = window();
      const result = parent
        ? await dialog.showSaveDialog(parent, options)
        : await dialog.showSaveDialog(options);
      if (result.canceled || !result.filePath) return { saved: false };
      // A name of its own, created exclusively: never a file (or a link) already there, which the
      // person did not agree to overwrite, and never another export's part.
      const partPath = `${result.filePath}.${randomUUID().slice(0, 8)}.part`;
      const file = await open(partPath, 'wx');
      const exportId = randomUUID();
      exports.set(exportId, { file, partPath, path: result.filePath, queue: Promise.resolve() });
      return { saved: true, exportId };
    },

    async write(exportId: string, chunk: string): Promise<void> {
      const current = take(exportId);
      const written = current.queue.then(async () => {
        await current.file.write(chunk, null, 'utf8');
      });
      current.queue = written;
      await written;
    },

    async finish(exportId: string): Promise<{ path: string }> {
      const { partPath, path } = await close(exportId);
      await rename(partPath, path);
      return { path };
    },

    abort,

    /**
     * Aborts every export still open: the window that was sending them has closed (on macOS the app
     * keeps running), so their files would stay open and their partial files behind.
     */
    async abortAll(): Promise<void> {
      await Promise.all([...exports.keys()].map(abort));
    },

    /** Exports still open (for tests). */
    openCount: () => exports.size,
  };
}

export type LeadsExporter = ReturnType<typeof createLeadsExporter>;
