import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
// Types only from the contract (its zod schemas stay in the main process); values from menu-commands.
import type { Channel, ChannelArgs, ChannelResults, StudioBridge } from '../shared/ipc-contract';
import { MENU_COMMAND_CHANNEL, menuCommands, type MenuCommand } from '../shared/menu-commands';

const invoke = <C extends Channel>(channel: C, ...args: ChannelArgs<C>): Promise<ChannelResults[C]> =>
  ipcRenderer.invoke(channel, ...args) as Promise<ChannelResults[C]>;

/** Named methods only: the page never sees ipcRenderer (Electron security checklist). */
export const bridge: StudioBridge = {
  getSettings: () => invoke('settings:get'),
  setSettings: (settings) => invoke('settings:set', settings),
  session: {
    getItem: (key) => invoke('session:get', key),
    setItem: (key, value) => invoke('session:set', key, value),
    removeItem: (key) => invoke('session:remove', key),
  },
  drafts: {
    save: (draft) => invoke('drafts:save', draft),
    list: () => invoke('drafts:list'),
    discard: (key) => invoke('drafts:discard', key),
  },
  leadsExport: {
    start: () => invoke('leads:export-start'),
    write: (exportId, chunk) => invoke('leads:export-write', exportId, chunk),
    finish: (exportId) => invoke('leads:export-finish', exportId),
    abort: (exportId) => invoke('leads:export-abort', exportId),
  },
  openExternal: (url) => invoke('shell:open-external', url),
  onMenuCommand: (listener) => {
    const handler = (_event: IpcRendererEvent, command: unknown) => {
      if (menuCommands.includes(command as MenuCommand)) listener(command as MenuCommand);
    };
    ipcRenderer.on(MENU_COMMAND_CHANNEL, handler);
    return () => ipcRenderer.removeListener(MENU_COMMAND_CHANNEL, handler);
  },
};

contextBridge.exposeInMainWorld('parley', bridge);
