import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadsExporter } from '../../src/main/leads-export';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parley-export-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const savingTo = (filePath: string) => ({
  showSaveDialog: vi.fn(async () => ({ canceled: false, filePath })),
});
const today = () => new Date('2026-11-24T09:00:00Z');

async function started(exporter: ReturnType<typeof createLeadsExporter>): Promise<string> {
  const start = await exporter.start();
  if (!start.saved) throw new Error('expected the export to start');
  return start.exportId;
}

describe('the streamed leads export', () => {
  it('offers a dated file name and writes the chunks in order, under the chosen name only once finished', async () => {
    const filePath = join(dir, 'leads.csv');
    const dialog = savingTo(filePath);
    const exporter = createLeadsExporter(dialog as never, () => undefined, today);
    const exportId = await started(exporter);
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPath: 'parley-leads-2026-11-24.csv' }),
    );
    // Sent without waiting, as overlapping IPC calls could arrive: the order still holds.
    await Promise.all([
      exporter.write(exportId, 'email\r\n'),
      exporter.write(exportId, 'a@b.c\r\n'),
      exporter.write(exportId, 'd@e.f\r\n'),
    ]);
    expect(await readdir(dir)).toEqual([expect.stringMatching(/^leads\.csv\.[0-9a-f]{8}\.part$/)]);
    await expect(exporter.finish(exportId)).resolves.toEqual({ path: filePath });
    expect(await readFile(filePath, 'utf8')).toBe('email\r\na@b.c\r\nd@e.f\r\n');
    expect(await readdir(dir)).toEqual(['leads.csv']);
    expect(exporter.openCount()).toBe(0);
  });

  it('never writes into a file or link already lying where its partial file would go', async () => {
    const filePath = join(dir, 'leads.csv');
    await writeFile(`${filePath}.part`, "someone else's file");
    const exporter = createLeadsExporter(savingTo(filePath) as never, () => undefined, today);
    const exportId = await started(exporter);
    await exporter.write(exportId, 'email\r\n');
    await exporter.finish(exportId);
    expect(await readFile(`${filePath}.part`, 'utf8')).toBe("someone else's file");
    expect(await readFile(filePath, 'utf8')).toBe('email\r\n');
  });

  it('aborts every open export at once (the window closed), deleting their partial files', async () => {
    const exporter = createLeadsExporter(savingTo(join(dir, 'leads.csv')) as never, () => undefined, today);
    const first = await started(exporter);
    await started(exporter);
    await exporter.write(first, 'email\r\n');
    expect(await readdir(dir)).toHaveLength(2);
    await exporter.abortAll();
    expect(exporter.openCount()).toBe(0);
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const dialog = { showSaveDialog: vi.fn(async () => ({ canceled: true, filePath: '' })) };
    const exporter = createLeadsExporter(dialog as never, () => undefined, today);
    await expect(exporter.start()).resolves.toEqual({ saved: false });
    expect(await readdir(dir)).toEqual([]);
  });

  it('abort deletes the partial file and leaves an existing file of that name alone', async () => {
    const filePath = join(dir, 'leads.csv');
    const exporter = createLeadsExporter(savingTo(filePath) as never, () => undefined, today);
    const first = await started(exporter);
    await exporter.write(first, 'email\r\n');
    await exporter.finish(first);
    const second = await started(exporter);
    await exporter.write(second, 'half');
    await exporter.abort(second);
    expect(await readdir(dir)).toEqual(['leads.csv']);
    expect(await readFile(filePath, 'utf8')).toBe('email\r\n');
    // Aborting twice (the renderer's cleanup after an error) is harmless.
    await expect(exporter.abort(second)).resolves.toBeUndefined();
  });

  it('refuses writes to an export that is not open, or another export id', async () => {
    const exporter = createLeadsExporter(savingTo(join(dir, 'x.csv')) as never, () => undefined, today);
    await expect(exporter.write('5b8f0c1e-0000-4000-8000-000000000001', 'x')).rejects.toThrow(
      'This export is not open',
    );
    const exportId = await started(exporter);
    await exporter.finish(exportId);
    await expect(exporter.write(exportId, 'late')).rejects.toThrow('This export is not open');
    await expect(exporter.finish(exportId)).rejects.toThrow('This export is not open');
  });

  it('keeps at most four exports open at once', async () => {
    let n = 0;
    const dialog = {
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: join(dir, `${n++}.csv`) })),
    };
    const exporter = createLeadsExporter(dialog as never, () => undefined, today);
    for (let i = 0; i < 4; i++) await started(exporter);
    await expect(exporter.start()).rejects.toThrow('Too many exports in progress.');
    expect(dialog.showSaveDialog).toHaveBeenCalledTimes(4);
  });
});
