import { beforeEach, describe, expect, it, vi } from 'vitest';

const exposed: Record<string, unknown> = {};
const ipcRenderer = { invoke: vi.fn(async () => 'answer'), on: vi.fn(), removeListener: vi.fn() };
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (name: string, api: unknown) => (exposed[name] = api) },
  ipcRenderer,
}));

beforeEach(() => ipcRenderer.invoke.mockClear());

describe('the preload bridge', () => {
  it('exposes named methods only as window.parley, never ipcRenderer', async () => {
    await import('../../src/preload/index');
    const api = exposed.parley as Record<string, unknown>;
    expect(Object.keys(exposed)).toEqual(['parley']);
    expect(JSON.stringify(Object.keys(api))).not.toContain('ipc');
    expect(Object.values(api).every((v) => typeof v === 'function' || typeof v === 'object')).toBe(true);
  });

  it('maps each method to its channel', async () => {
    const { bridge } = await import('../../src/preload/index');
    await bridge.session.setItem('k', 'v');
    await bridge.drafts.discard('new');
    await bridge.openExternal('https://x.test');
    expect(ipcRenderer.invoke.mock.calls).toEqual([
      ['session:set', 'k', 'v'],
      ['drafts:discard', 'new'],
      ['shell:open-external', 'https://x.test'],
    ]);
  });

  it('passes only known menu commands to the page', async () => {
    const { bridge } = await import('../../src/preload/index');
    const listener = vi.fn();
    const unsubscribe = bridge.onMenuCommand(listener);
    const handler = ipcRenderer.on.mock.calls.at(-1)![1] as (event: unknown, command: unknown) => void;
    handler({}, 'save');
    handler({}, 'rm -rf');
    expect(listener.mock.calls).toEqual([['save']]);
    unsubscribe();
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith('menu:command', handler);
  });
});
