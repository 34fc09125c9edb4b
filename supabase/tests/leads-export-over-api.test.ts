import { forEachLeadsPage } from '@parley/shared/leads';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { createSupabaseClient } from '@parley/shared/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-supabase/test/harness';

// The CSV export's data path at volume: every one of 25,000 leads, through the embedded backend's
// REST API (1,000 rows a request at most), one page held at a time. (PGlite only: the embedded backend.)

const LEADS = 25_000;
let server: TestBackend;
let admin: ParleySupabaseClient;

beforeAll(async () => {
  server = await startTestBackend();
  // Straight into the database: 25,000 rows in one statement; a fifth share one created_at.
  await server.backend.ctx.db.exec(`
    insert into public.leads (kind, email, created_at)
    select 'newsletter', 'export' || n || '@acme.test',
           case when n % 5 = 0 then now() - interval '1 day' else now() - n * interval '1 second' end
    from generate_series(1, ${LEADS}) n`);
  admin = createSupabaseClient({ url: server.url, anonKey: server.config.anonKey });
  const { error } = await admin.auth.signInWithPassword({
    email: server.config.adminEmail,
    password: server.config.adminPassword,
  });
  expect(error).toBeNull();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('exporting every lead', () => {
  it('delivers 25,000 leads once each, oldest first, in pages of at most 1,000, with progress', async () => {
    const seen = new Set<string>();
    const progress: number[] = [];
    let largestPage = 0;
    let previous: { time: number; id: string } | null = null;
    let ordered = true;
    const count = await forEachLeadsPage(admin, {}, (leads, p) => {
      largestPage = Math.max(largestPage, leads.length);
      for (const lead of leads) {
        seen.add(lead.id);
        const time = Date.parse(lead.created_at);
        if (previous && (time < previous.time || (time === previous.time && lead.id <= previous.id)))
          ordered = false;
        previous = { time, id: lead.id };
      }
      progress.push(p.done);
      expect(p.total).toBe(LEADS);
    });
    expect([count, seen.size, largestPage, ordered]).toEqual([LEADS, LEADS, 1000, true]);
    expect(progress).toEqual(Array.from({ length: 25 }, (_, i) => (i + 1) * 1000));
  }, 120_000);
});
