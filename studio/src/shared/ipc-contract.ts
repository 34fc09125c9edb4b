import { z } from 'zod';
import type { MenuCommand } from './menu-commands';

/**
 * The one IPC contract between the renderer and the main process (style.md: one typed channel map,
 * named preload methods only). Every request payload has a zod schema the main process checks;
 * nothing else crosses the bridge.
 */

export const backendSettingsSchema = z.object({
  supabaseUrl: z
    .string()
    .trim()
    .url('Enter a URL such as http://127.0.0.1:54321')
    .refine((url) => /^https?:\/\//i.test(url), 'The URL must start with http:// or https://'),
  supabaseAnonKey: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$|^sb_publishable_[A-Za-z0-9_-]+$/,
      'Enter the project’s anon (public) key',
    ),
});
export type BackendSettings = z.infer<typeof backendSettingsSchema>;

/** At most this many pictures wait in one draft for the backend (each at most 10 MB). */
export const MAX_DRAFT_IMAGES = 10;

/**
 * A picture pasted while the backend was unreachable, kept in the draft until it can be uploaded:
 * its text holds `pending-image:{id}` where the URL will go. Base64 of at most 10 MB.
 */
export const draftImageSchema = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/, 'Invalid image id'),
  name: z.string().max(255),
  type: z.enum(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']),
  data: z
    .string()
    .max(Math.ceil((10 * 1024 * 1024) / 3) * 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Invalid image data'),
});

export const draftSchema = z.object({
  /** `new` for an unsaved post, else the post id. */
  key: z.string().regex(/^(new|[0-9a-f-]{36})$/, 'Invalid draft key'),
  title: z.string().max(200_000),
  savedAt: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.null(), z.boolean()])),
  images: z.array(draftImageSchema).max(MAX_DRAFT_IMAGES).optional(),
});
export type Draft = z.infer<typeof draftSchema>;

const storageKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.:-]+$/);

export const channels = {
  'settings:get': { request: z.tuple([]) },
  'settings:set': { request: z.tuple([backendSettingsSchema]) },
  'session:get': { request: z.tuple([storageKeySchema]) },
  'session:set': { request: z.tuple([storageKeySchema, z.string().max(100_000)]) },
  'session:remove': { request: z.tuple([storageKeySchema]) },
  'drafts:save': { request: z.tuple([draftSchema]) },
  'drafts:list': { request: z.tuple([]) },
  'drafts:discard': { request: z.tuple([draftSchema.shape.key]) },
  'leads:export-csv': { request: z.tuple([z.string().max(20_000_000)]) },
  'shell:open-external': { request: z.tuple([z.string().max(4096)]) },
} as const;

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
  'leads:export-csv': { saved: boolean; path?: string };
  'shell:open-external': { opened: boolean };
}

export { MENU_COMMAND_CHANNEL, menuCommands, type MenuCommand } from './menu-commands';

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
  exportLeadsCsv(csv: string): Promise<{ saved: boolean; path?: string }>;
  openExternal(url: string): Promise<{ opened: boolean }>;
  /** Subscribes to menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}
