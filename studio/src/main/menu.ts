import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../shared/ipc-contract';

export interface MenuActions {
  isMac: boolean;
  isDev: boolean;
  send(command: MenuCommand): void;
  openDocumentation(): void;
}

/** The native application menu: File, Edit, View, Help (+ the app menu on macOS). */
export function buildMenuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  const template: MenuItemConstructorOptions[] = [
    {
      label: 'File',
      submenu: [
        { label: 'New Post', accelerator: 'CmdOrCtrl+N', click: () => actions.send('new-post') },
        { label: 'Save', accelerator: 'CmdOrCtrl+S', click: () => actions.send('save') },
        { type: 'separator' },
        { label: 'Close Window', role: 'close' },
      ],
    },
    { label: 'Edit', role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        {
          label: 'Toggle Preview',
          accelerator: 'CmdOrCtrl+Shift+P',
          click: () => actions.send('toggle-preview'),
        },
        { label: 'Reload', role: 'reload' },
        ...(actions.isDev ? [{ role: 'toggleDevTools' } as MenuItemConstructorOptions] : []),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Help',
      submenu: [{ label: 'Documentation', click: () => actions.openDocumentation() }],
    },
  ];
  return actions.isMac ? [{ role: 'appMenu' }, ...template] : template;
}
