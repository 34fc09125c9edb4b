import { z } from 'zod';
/**
 * The one IPC contract between the renderer and the main process (style.md: one typed channel map,
 * named preload methods only). Every request payload has a zod schema the main process checks;
 * nothing else crosses the bridge.
 */
export declare const backendSettingsSchema: z.ZodObject<
  {
    supabaseUrl: z.ZodString;
    supabaseAnonKey: z.ZodString;
  },
  z.core.$strip
>;
export type BackendSettings = z.infer<typeof backendSettingsSchema>;
export declare const draftSchema: z.ZodObject<
  {
    key: z.ZodString;
    title: z.ZodString;
    savedAt: z.ZodString;
    values: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNull, z.ZodBoolean]>>;
  },
  z.core.$strip
>;
export type Draft = z.infer<typeof draftSchema>;
export declare const channels: {
  readonly 'settings:get': {
    readonly request: z.ZodTuple<[], null>;
  };
  readonly 'settings:set': {
    readonly request: z.ZodTuple<
      [
        z.ZodObject<
          {
            supabaseUrl: z.ZodString;
            supabaseAnonKey: z.ZodString;
          },
          z.core.$strip
        >,
      ],
      null
    >;
  };
  readonly 'session:get': {
    readonly request: z.ZodTuple<[z.ZodString], null>;
  };
  readonly 'session:set': {
    readonly request: z.ZodTuple<[z.ZodString, z.ZodString], null>;
  };
  readonly 'session:remove': {
    readonly request: z.ZodTuple<[z.ZodString], null>;
  };
  readonly 'drafts:save': {
    readonly request: z.ZodTuple<
      [
        z.ZodObject<
          {
            key: z.ZodString;
            title: z.ZodString;
            savedAt: z.ZodString;
            values: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNull, z.ZodBoolean]>>;
          },
          z.core.$strip
        >,
      ],
      null
    >;
  };
  readonly 'drafts:list': {
    readonly request: z.ZodTuple<[], null>;
  };
  readonly 'drafts:discard': {
    readonly request: z.ZodTuple<[z.ZodString], null>;
  };
  readonly 'leads:export-csv': {
    readonly request: z.ZodTuple<[z.ZodString], null>;
  };
  readonly 'shell:open-external': {
    readonly request: z.ZodTuple<[z.ZodString], null>;
  };
};
export type Channel = keyof typeof channels;
export type ChannelArgs<C extends Channel> = z.infer<(typeof channels)[C]['request']>;
/** What each channel answers. */
export interface ChannelResults {
  'settings:get': BackendSettings;
  'settings:set': BackendSettings;
  'session:get': string | null;
  'session:set': void;
  'session:remove': void;
  'drafts:save': void;
  'drafts:list': Draft[];
  'drafts:discard': void;
  'leads:export-csv': {
    saved: boolean;
    path?: string;
  };
  'shell:open-external': {
    opened: boolean;
  };
}
/** Commands the main process sends to the renderer (menu items). */
export declare const menuCommands: readonly ['new-post', 'save', 'toggle-preview'];
export type MenuCommand = (typeof menuCommands)[number];
export declare const MENU_COMMAND_CHANNEL = 'menu:command';
/** The API the preload exposes as `window.parley`: named methods only, no raw ipcRenderer. */
export interface StudioBridge {
  getSettings(): Promise<BackendSettings>;
  setSettings(settings: BackendSettings): Promise<BackendSettings>;
  session: {
    getItem(key: string): Promise<string | null>;
    setItem(key: string, value: string): Promise<void>;
    removeItem(key: string): Promise<void>;
  };
  drafts: {
    save(draft: Draft): Promise<void>;
    list(): Promise<Draft[]>;
    discard(key: string): Promise<void>;
  };
  exportLeadsCsv(csv: string): Promise<{
    saved: boolean;
    path?: string;
  }>;
  openExternal(url: string): Promise<{
    opened: boolean;
  }>;
  /** Subscribes to menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}
