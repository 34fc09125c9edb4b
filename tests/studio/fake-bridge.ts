import type { BackendSettings, StudioBridge } from '../../studio/src/shared/ipc-contract';

/**
 * A test implementation of the studio's preload contract (window.parley), for driving the renderer
 * in Chromium without Electron. It keeps what the main process would keep in localStorage, records
 * exported CSV and external links, and lets a test fire menu commands. Runs in the page: it must be
 * self-contained (no imports at run time).
 */
export function installFakeBridge(defaults: BackendSettings): void {
  const store = (name: string) => ({
    get: <T>(fallback: T): T => JSON.parse(localStorage.getItem(`studio:${name}`) ?? 'null') ?? fallback,
    set: (value: unknown) => localStorage.setItem(`studio:${name}`, JSON.stringify(value)),
  });
  const listeners = new Set<(command: 'new-post' | 'save' | 'toggle-preview') => void>();
  const w = window as unknown as Record<string, unknown>;
  w.__exported = [];
  // The size of every chunk written, in order: a streamed export writes one per page.
  w.__exportWrites = [];
  const openExports = new Map<string, string[]>();
  w.__opened = [];
  w.__menuCommand = (command: 'new-post' | 'save' | 'toggle-preview') => listeners.forEach((l) => l(command));
  const sessions = store('session');
  const drafts = store('drafts');
  const bridge: StudioBridge = {
    getSettings: async () => store('settings').get(defaults),
    setSettings: async (settings) => (store('settings').set(settings), settings),
    session: {
      getItem: async (key) => sessions.get<Record<string, string>>({})[key] ?? null,
      setItem: async (key, value) =>
        sessions.set({ ...sessions.get<Record<string, string>>({}), [key]: value }),
      removeItem: async (key) => {
        const all = sessions.get<Record<string, string>>({});
        delete all[key];
        sessions.set(all);
      },
    },
    drafts: {
      save: async (draft) => drafts.set({ ...drafts.get<Record<string, unknown>>({}), [draft.key]: draft }),
      list: async () => Object.values(drafts.get<Record<string, never>>({})),
      discard: async (key) => {
        const all = drafts.get<Record<string, unknown>>({});
        delete all[key];
        drafts.set(all);
      },
    },
    leadsExport: {
      start: async () => {
        const exportId = crypto.randomUUID();
        openExports.set(exportId, []);
        return { saved: true, exportId };
      },
      write: async (exportId, chunk) => {
        const chunks = openExports.get(exportId);
        if (!chunks) throw new Error('This export is not open');
        chunks.push(chunk);
        (w.__exportWrites as number[]).push(chunk.length);
      },
      finish: async (exportId) => {
        (w.__exported as string[]).push((openExports.get(exportId) ?? []).join(''));
        openExports.delete(exportId);
        return { path: '/home/admin/parley-leads.csv' };
      },
      abort: async (exportId) => {
        openExports.delete(exportId);
      },
    },
    openExternal: async (url) => {
      (w.__opened as string[]).push(url);
      return { opened: /^https?:/.test(url) };
    },
    onMenuCommand: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  w.parley = bridge;
}
