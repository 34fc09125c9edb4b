import { describe, expect, it, vi } from 'vitest';
import { channels } from '../../src/shared/ipc-contract';
import { createSenderCheck, dispatch, registerIpcHandlers, type IpcHandlers } from '../../src/main/ipc';

const isTrusted = createSenderCheck('app://studio');
const studioFrame = { url: 'app://studio/index.html#/posts', parent: null };

function fakeHandlers(): IpcHandlers {
  const settings = {
    supabaseUrl: 'http://127.0.0.1:54321',
    supabaseAnonKey: 'a.b.c',
    siteUrl: 'http://127.0.0.1:5173',
  };
  return {
    'settings:get': vi.fn(() => settings),
    'settings:set': vi.fn((value) => value),
    'session:get': vi.fn(() => null),
    'session:set': vi.fn(),
    'session:remove': vi.fn(),
    'drafts:save': vi.fn(),
    'drafts:list': vi.fn(() => []),
    'drafts:discard': vi.fn(),
    'leads:export-start': vi.fn(() => ({ saved: false as const })),
    'leads:export-write': vi.fn(),
    'leads:export-finish': vi.fn(() => ({ path: '/tmp/x.csv' })),
    'leads:export-abort': vi.fn(),
    'shell:open-external': vi.fn(() => ({ opened: true })),
  };
}

describe('the IPC sender check', () => {
  it('accepts the studio page', () => {
    expect(isTrusted(studioFrame)).toBe(true);
  });

  it.each([
    ['no frame', null],
    ['an iframe inside the studio', { url: 'app://studio/index.html', parent: {} }],
    ['a page from the web', { url: 'https://evil.example/', parent: null }],
    ['a local file', { url: 'file:///etc/passwd', parent: null }],
    ['an unparsable URL', { url: 'not a url', parent: null }],
  ])('refuses %s', (_label, frame) => {
    expect(isTrusted(frame)).toBe(false);
  });
});

describe('dispatching an IPC call', () => {
  it('runs the handler for a trusted sender with a valid payload', async () => {
    const handlers = fakeHandlers();
    const settings = {
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'x.y.z',
      siteUrl: 'https://parley.example',
    };
    await expect(dispatch('settings:set', studioFrame, [settings], handlers, isTrusted)).resolves.toEqual(
      settings,
    );
    expect(handlers['settings:set']).toHaveBeenCalledWith(settings);
  });

  it('refuses an untrusted sender before looking at the payload', async () => {
    const handlers = fakeHandlers();
    const frame = { url: 'https://evil.example/', parent: null };
    await expect(dispatch('session:get', frame, ['sb-auth'], handlers, isTrusted)).rejects.toThrow(
      'the sender is not the studio window',
    );
    expect(handlers['session:get']).not.toHaveBeenCalled();
  });

  it.each([
    ['settings:set', [{ supabaseUrl: 'javascript:alert(1)', supabaseAnonKey: 'a.b.c', siteUrl: 'http://x' }]],
    ['settings:set', [{ supabaseUrl: 'http://x', supabaseAnonKey: 'a.b.c', siteUrl: 'javascript:alert(1)' }]],
    ['settings:set', [{ supabaseUrl: 'http://x', supabaseAnonKey: 'a.b.c' }]],
    ['settings:set', []],
    ['drafts:discard', ['../../../etc/passwd']],
    ['session:set', ['key with spaces', 'value']],
    ['leads:export-write', ['../../etc/passwd', 'x']],
    ['leads:export-write', ['5b8f0c1e-0000-4000-8000-000000000001', 42]],
    ['leads:export-write', ['5b8f0c1e-0000-4000-8000-000000000001', 'x'.repeat(16_000_001)]],
    ['leads:export-finish', []],
    ['leads:export-abort', [null]],
    ['shell:open-external', [{ url: 'https://x' }]],
  ] as const)('refuses an invalid payload on %s', async (channel, args) => {
    const handlers = fakeHandlers();
    await expect(dispatch(channel, studioFrame, [...args], handlers, isTrusted)).rejects.toThrow(
      'invalid payload',
    );
    expect(handlers[channel]).not.toHaveBeenCalled();
  });

  it('registers every channel of the contract', () => {
    const handle = vi.fn();
    registerIpcHandlers({ handle }, fakeHandlers(), isTrusted);
    expect(handle.mock.calls.map(([channel]) => channel).sort()).toEqual(Object.keys(channels).sort());
  });
});
