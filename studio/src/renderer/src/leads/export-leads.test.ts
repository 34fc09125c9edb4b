import type { Lead } from '@parley/shared/supabase';
import { describe, expect, it, vi } from 'vitest';
import { exportLeadsCsv, type ReadLeadPages } from './export-leads';

const lead = (email: string): Lead =>
  ({
    id: email,
    kind: 'trial',
    name: null,
    email,
    company: null,
    plan: null,
    page: null,
    message: null,
    created_at: '2026-11-22T10:00:00.000Z',
    handled_at: null,
  }) as unknown as Lead;

function fakeTarget(
  start: { saved: false } | { saved: true; exportId: string } = { saved: true, exportId: 'e1' },
) {
  const chunks: string[] = [];
  return {
    chunks,
    target: {
      start: vi.fn(async () => start),
      write: vi.fn(async (_id: string, chunk: string) => void chunks.push(chunk)),
      finish: vi.fn(async () => ({ path: '/tmp/leads.csv' })),
      abort: vi.fn(async () => undefined),
    },
  };
}

const twoPages: ReadLeadPages = async (onPage) => {
  await onPage([lead('a@x.test'), lead('b@x.test')], 3);
  await onPage([lead('c@x.test')], 3);
};

describe('exportLeadsCsv', () => {
  it('writes the header once, then one chunk per page, reporting progress', async () => {
    const { target, chunks } = fakeTarget();
    const progress = vi.fn();
    await expect(exportLeadsCsv(target, twoPages, progress)).resolves.toEqual({
      saved: true,
      path: '/tmp/leads.csv',
      exported: 3,
    });
    expect(chunks).toHaveLength(3);
    expect(chunks[0]).toBe('created_at,kind,name,email,company,plan,page,message,submissions\r\n');
    expect(chunks[1]!.split('\r\n')).toHaveLength(3);
    expect(progress.mock.calls).toEqual([[{ exported: 2, total: 3 }], [{ exported: 3, total: 3 }]]);
    expect(target.finish).toHaveBeenCalledWith('e1');
  });

  it('reads nothing when the save dialog is cancelled', async () => {
    const { target } = fakeTarget({ saved: false });
    const readPages = vi.fn();
    await expect(exportLeadsCsv(target, readPages, vi.fn())).resolves.toEqual({ saved: false });
    expect(readPages).not.toHaveBeenCalled();
  });

  it('deletes the partial file when reading fails midway, and reports the failure', async () => {
    const { target } = fakeTarget();
    const failing: ReadLeadPages = async (onPage) => {
      await onPage([lead('a@x.test')], 2);
      throw new Error('network down');
    };
    await expect(exportLeadsCsv(target, failing, vi.fn())).rejects.toThrow('network down');
    expect(target.abort).toHaveBeenCalledWith('e1');
    expect(target.finish).not.toHaveBeenCalled();
  });
});
