import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions } from '../../src/main/permissions';
import { studioWindowOptions } from '../../src/main/window';

describe('the studio window', () => {
  it('follows the Electron security checklist', () => {
    const options = studioWindowOptions({ width: 1200, height: 800, maximized: false }, '/app/preload.cjs');
    expect(options.webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('opens where it was left', () => {
    const options = studioWindowOptions({ x: 10, y: 20, width: 1000, height: 700, maximized: false }, 'p');
    expect(options).toMatchObject({ x: 10, y: 20, width: 1000, height: 700, title: 'Parley Studio' });
  });

  it('denies every permission request and check', () => {
    const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
    denyAllPermissions(session as never);
    const callback = vi.fn();
    session.setPermissionRequestHandler.mock.calls[0]![0]({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(session.setPermissionCheckHandler.mock.calls[0]![0]()).toBe(false);
  });
});
