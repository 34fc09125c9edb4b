import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron';
import { join } from 'node:path';
import { MENU_COMMAND_CHANNEL, type MenuCommand } from '../shared/ipc-contract';
import { sitePage } from '../shared/site-links';
import { APP_ORIGIN, APP_SCHEME, resolveAppUrl } from './app-protocol';
import { createDraftsStore } from './drafts-store';
import { createSenderCheck, originOf, registerIpcHandlers } from './ipc';
import { createLeadsExporter, type LeadsExporter } from './leads-export';
import { buildMenuTemplate } from './menu';
import { guardNavigation, isSafeExternalUrl } from './navigation';
import { denyAllPermissions } from './permissions';
import { createSettingsStore, type SettingsStore } from './settings-store';
import { createTokenStore } from './token-store';
import { studioWindowOptions } from './window';
import { createWindowStateStore } from './window-state';

// The boot sequence: one setup per concern.
const isDev = !app.isPackaged && Boolean(process.env.ELECTRON_RENDERER_URL);
const rendererUrl = isDev ? process.env.ELECTRON_RENDERER_URL! : `${APP_ORIGIN}/index.html`;
const rendererOrigin = originOf(rendererUrl);

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

let mainWindow: BrowserWindow | undefined;
/** The leads exports, kept here so that closing the window can abort those still open. */
let leadsExport: LeadsExporter | undefined;

function openExternal(url: string): void {
  if (isSafeExternalUrl(url)) void shell.openExternal(url);
}

function setupAppProtocol(): void {
  const rendererDir = join(__dirname, '../renderer');
  protocol.handle(APP_SCHEME, (request) => {
    const file = resolveAppUrl(request.url, rendererDir);
    return file ? net.fetch(file) : new Response('Not found', { status: 404 });
  });
}

function setupIpc(settings: SettingsStore): void {
  const userData = app.getPath('userData');
  const tokens = createTokenStore(userData, safeStorage);
  const drafts = createDraftsStore(userData);
  const exporter = createLeadsExporter(dialog, () => mainWindow);
  leadsExport = exporter;
  registerIpcHandlers(
    ipcMain,
    {
      'settings:get': () => settings.get(),
      'settings:set': (value) => settings.set(value),
      'session:get': (key) => tokens.getItem(key),
      'session:set': (key, value) => tokens.setItem(key, value),
      'session:remove': (key) => tokens.removeItem(key),
      'drafts:save': (draft) => drafts.save(draft),
      'drafts:list': () => drafts.list(),
      'drafts:discard': (key) => drafts.discard(key),
      'leads:export-start': () => exporter.start(),
      'leads:export-write': (exportId, chunk) => exporter.write(exportId, chunk),
      'leads:export-finish': (exportId) => exporter.finish(exportId),
      'leads:export-abort': (exportId) => exporter.abort(exportId),
      'shell:open-external': (url) => {
        const opened = isSafeExternalUrl(url);
        if (opened) void shell.openExternal(url);
        return { opened };
      },
    },
    createSenderCheck(rendererOrigin),
  );
}

function setupMenu(settings: SettingsStore): void {
  const send = (command: MenuCommand) => mainWindow?.webContents.send(MENU_COMMAND_CHANNEL, command);
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        isMac: process.platform === 'darwin',
        isDev,
        send,
        // The site of the settings, read at the click: a change in Settings applies at once.
        openDocumentation: () =>
          void settings.get().then(({ siteUrl }) => openExternal(sitePage(siteUrl, '/documentation'))),
      }),
    ),
  );
}

async function createMainWindow(): Promise<void> {
  const stateStore = createWindowStateStore(app.getPath('userData'));
  const state = await stateStore.load();
  // Its contents are guarded by the 'web-contents-created' handler below, as every contents is.
  mainWindow = new BrowserWindow(studioWindowOptions(state, join(__dirname, '../preload/index.cjs')));
  if (state.maximized) mainWindow.maximize();
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('close', () => {
    if (!mainWindow) return;
    const bounds = mainWindow.getNormalBounds();
    void stateStore.save({ ...bounds, maximized: mainWindow.isMaximized() });
  });
  mainWindow.on('closed', () => {
    mainWindow = undefined;
    // Nothing will send their next chunks: close their files and delete the partial ones.
    void leadsExport?.abortAll();
  });
  await mainWindow.loadURL(rendererUrl);
}

app.on('web-contents-created', (_event, contents) => guardNavigation(contents, openExternal));

void app.whenReady().then(async () => {
  denyAllPermissions(session.defaultSession);
  setupAppProtocol();
  const settings = createSettingsStore(app.getPath('userData'));
  setupIpc(settings);
  setupMenu(settings);
  await createMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createMainWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
