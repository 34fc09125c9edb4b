import type { BrowserWindowConstructorOptions } from 'electron';
import type { WindowState } from './window-state';

/**
 * The studio window's options, per Electron's security checklist: context isolation, sandbox, no
 * Node in the renderer, web security on, no insecure content, no webviews.
 */
export function studioWindowOptions(
  state: WindowState,
  preloadPath: string,
): BrowserWindowConstructorOptions {
  return {
    x: state.x,
    y: state.y,
    width: state.width,
    height: state.height,
    minWidth: 900,
    minHeight: 600,
    title: 'Parley Studio',
    show: false,
    autoHideMenuBar: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  };
}
