import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate } from '../../src/main/menu';

const items = (menu: MenuItemConstructorOptions | undefined) => menu?.submenu as MenuItemConstructorOptions[];

describe('the application menu', () => {
  const send = vi.fn();
  const openDocumentation = vi.fn();
  const template = buildMenuTemplate({ isMac: false, isDev: false, send, openDocumentation });
  const byLabel = (label: string) => template.find((m) => m.label === label);

  it('has File, Edit, View and Help', () => {
    expect(template.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Help']);
  });

  it('offers New Post (Ctrl/Cmd+N), Save (Ctrl/Cmd+S) and Close Window in File', () => {
    const file = items(byLabel('File'));
    expect(file.filter((i) => i.label).map((i) => [i.label, i.accelerator ?? i.role])).toEqual([
      ['New Post', 'CmdOrCtrl+N'],
      ['Save', 'CmdOrCtrl+S'],
      ['Close Window', 'close'],
    ]);
    file[0]!.click!({} as never, undefined, {} as never);
    file[1]!.click!({} as never, undefined, {} as never);
    expect(send.mock.calls).toEqual([['new-post'], ['save']]);
  });

  it('offers Toggle Preview and Reload in View, and no developer tools outside development', () => {
    const view = items(byLabel('View'));
    expect(view.map((i) => i.label ?? i.role)).toEqual(expect.arrayContaining(['Toggle Preview', 'Reload']));
    expect(view.some((i) => i.role === 'toggleDevTools')).toBe(false);
  });

  it('opens the documentation from Help', () => {
    items(byLabel('Help'))[0]!.click!({} as never, undefined, {} as never);
    expect(openDocumentation).toHaveBeenCalled();
  });

  it('adds the app menu on macOS', () => {
    const mac = buildMenuTemplate({ isMac: true, isDev: true, send, openDocumentation });
    expect(mac[0]).toEqual({ role: 'appMenu' });
  });
});
