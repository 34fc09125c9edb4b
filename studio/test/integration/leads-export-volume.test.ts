import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forEachLeadsPage } from '@parley/shared/leads';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../../packages/local-supabase/test/harness';
import { createLeadsExporter } from '../../src/main/leads-export';
import { exportLeadsCsv, type ExportProgress } from '../../src/renderer/src/leads/export-leads';
import { LEADS_CSV_HEADER } from '../../src/renderer/src/leads/to-csv';

// The streamed export end to end: 25,000 leads in the embedded backend, read a page at a time by the
// renderer's code as an admin, written by the main process's exporter to a real file.

const LEADS = 25_000;
const KINDS = ['trial', 'demo', 'subscribe', 'newsletter', 'contact'];

let server: TestBackend;
let admin: ParleySupabaseClient;
let dir: string;

beforeAll(async () => {
  // Autoconfirm: a visitor's sign-up answers a session at once (the last test needs one).
  server = await startTestBackend({ MAILER_AUTOCONFIRM: 'true' });
  const service = server.service();
  for (let start = 0; start < LEADS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, offset) => {
      const i = start + offset;
      return {
        kind: KINDS[i % KINDS.length]!,
        email: `lead-${String(i).padStart(5, '0')}@volume.test`,
        // Every 1,000th lead carries a formula, as a hostile visitor would type it.
        name: i % 1000 === 7 ? `=HYPERLINK("http://evil/${i}")` : `Lead ${i}`,
        company: i % 3 === 0 ? `Acme, Inc. ${i}` : `Company ${i}`,
        page: '/signup',
      };
    });
    const { error } = await service.from('leads').insert(rows);
    expect(error).toBeNull();
  }
  const client = server.anon();
  const { error } = await client.auth.signInWithPassword({
    email: server.config.adminEmail,
    password: server.config.adminPassword,
  });
  expect(error).toBeNull();
  admin = client as unknown as ParleySupabaseClient;
  dir = await mkdtemp(join(tmpdir(), 'parley-leads-volume-'));
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('exporting 25,000 leads', () => {
  it('writes every lead once, the header once, page by page, with formulas defused', async () => {
    const filePath = join(dir, 'leads.csv');
    const exporter = createLeadsExporter(
      { showSaveDialog: async () => ({ canceled: false, filePath }) } as never,
      () => undefined,
    );
    const writes: number[] = [];
    const target = {
      ...exporter,
      write: (exportId: string, chunk: string) => {
        writes.push(chunk.split('\r\n').length - 1);
        return exporter.write(exportId, chunk);
      },
    };
    const progress: ExportProgress[] = [];
    const started = performance.now();
    const result = await exportLeadsCsv(
      target,
      (onPage) => forEachLeadsPage(admin, {}, (rows, step) => onPage(rows, step.total)),
      (step) => progress.push(step),
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(`exported ${LEADS} leads in ${seconds.toFixed(1)} s, ${writes.length} writes`);

    expect(result).toEqual({ saved: true, path: filePath, exported: LEADS });
    const csv = await readFile(filePath, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(LEADS + 2); // header, the leads, the final CRLF
    expect(lines[0]).toBe(LEADS_CSV_HEADER.trimEnd());
    expect(lines.filter((line) => line === lines[0])).toHaveLength(1);
    const emails = new Set(lines.slice(1, -1).map((line) => /lead-\d{5}@volume\.test/.exec(line)?.[0]));
    expect(emails.size).toBe(LEADS);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil/7"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(csv).toContain('"Acme, Inc. 0"');

    // Memory stays bounded: the header, then one write per page of at most 1,000 leads.
    expect(writes[0]).toBe(1);
    expect(Math.max(...writes.slice(1))).toBeLessThanOrEqual(1000);
    expect(writes.length).toBeGreaterThanOrEqual(1 + LEADS / 1000);
    // Progress counts up to the total: "Exported 7,000 of 25,000".
    expect(progress).toContainEqual({ exported: 7000, total: LEADS });
    expect(progress.at(-1)).toEqual({ exported: LEADS, total: LEADS });
  }, 180_000);

  it('exports only the leads matching the filter', async () => {
    const filePath = join(dir, 'demo.csv');
    const exporter = createLeadsExporter(
      { showSaveDialog: async () => ({ canceled: false, filePath }) } as never,
      () => undefined,
    );
    const result = await exportLeadsCsv(
      exporter,
      (onPage) => forEachLeadsPage(admin, { kind: 'demo' }, (rows, step) => onPage(rows, step.total)),
      () => undefined,
    );
    expect(result).toMatchObject({ saved: true, exported: LEADS / KINDS.length });
    const rows = (await readFile(filePath, 'utf8')).split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(LEADS / KINDS.length);
    expect(rows.every((row) => row.split(',')[1] === 'demo')).toBe(true);
  }, 180_000);

  it('exports nothing but the header for a signed-in visitor who is not an admin', async () => {
    const email = 'not-an-admin@volume.test';
    const visitor = server.anon();
    const signUp = await visitor.auth.signUp({ email, password: 'visitor-password' });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();
    const filePath = join(dir, 'visitor.csv');
    const exporter = createLeadsExporter(
      { showSaveDialog: async () => ({ canceled: false, filePath }) } as never,
      () => undefined,
    );
    const result = await exportLeadsCsv(
      exporter,
      (onPage) =>
        forEachLeadsPage(visitor as unknown as ParleySupabaseClient, {}, (rows, step) =>
          onPage(rows, step.total),
        ),
      () => undefined,
    );
    expect(result).toMatchObject({ saved: true, exported: 0 });
    expect(await readFile(filePath, 'utf8')).toBe(LEADS_CSV_HEADER);
  });
});
