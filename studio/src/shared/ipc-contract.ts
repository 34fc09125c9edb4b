import { LOCAL_SITE_URL, LOCAL_SUPABASE_URL } from '@parley/shared/local-defaults';
import { z } from 'zod';
import type { MenuCommand } from './menu-commands';

/**
 * The one IPC contract between the renderer and the main process (docs/architecture.md: one typed
 * channel map, named preload methods only). Every request payload has a zod schema the main process checks;
 * nothing else crosses the bridge.
 */

/** The longest URL a setting may hold (what browsers reliably handle). */
export const MAX_SETTING_URL_LENGTH = 2048;

/** An http(s) address typed in the settings; `example` is shown when the value is no URL at all. */
const httpUrlSetting = (example: string) =>
  z
    .string()
    .trim()
    .max(MAX_SETTING_URL_LENGTH, `The URL must be at most ${MAX_SETTING_URL_LENGTH} characters`)
    .url(`Enter a URL such as ${example}`)
    .refine((url) => /^https?:\/\//i.test(url), 'The URL must start with http:// or https://');

/** The studio's settings: the backend it works on, and the public site its links open. */
export const backendSettingsSchema = z.object({
  supabaseUrl: httpUrlSetting(LOCAL_SUPABASE_URL),
  supabaseAnonKey: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$|^sb_publishable_[A-Za-z0-9_-]+$/,
      'Enter the project’s anon (public) key',
    ),
  /** The public site, where "View post" and Help › Documentation open (in the system browser). */
  siteUrl: httpUrlSetting(LOCAL_SITE_URL),
});
export type BackendSettings = z.infer<typeof backendSettingsSchema>;

/** At most this many pictures wait in one draft for the backend (each at most 10 MB). */
export const MAX_DRAFT_IMAGES = 10;
/** The most fields a draft keeps (the editor has about a dozen). */
export const MAX_DRAFT_FIELDS = 32;
/** The longest value a draft keeps: twice a post's longest text. */
export const MAX_DRAFT_VALUE_LENGTH = 400_000;

/**
 * A picture pasted while the backend was unreachable, kept in the draft until it can be uploaded:
 * its text holds `pending-image:{id}` where the URL will go. Base64 of at most 10 MB.
 */
/** A UUID's shape (post ids, picture ids): also what keeps a file name inside its folder. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const draftImageSchema = z.object({
  id: z.string().regex(UUID_PATTERN, 'Invalid image id'),
  name: z.string().max(255),
  type: z.enum(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']),
  data: z
    .string()
    .max(Math.ceil((10 * 1024 * 1024) / 3) * 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Invalid image data'),
});

export const draftSchema = z.object({
  /** `new` for an unsaved post, else the post id. */
  key: z.string().refine((key) => key === 'new' || UUID_PATTERN.test(key), 'Invalid draft key'),
  title: z.string().max(200_000),
  savedAt: z.string().max(40),
  // The editor's fields (a dozen): bounded, so a renderer cannot fill the disk through one draft. A
  // value may hold a post's whole text, and more than the 200,000 characters a post can store: the
  // draft keeps what was typed while the form says it is too long.
  values: z
    .record(z.string().max(64), z.union([z.string().max(MAX_DRAFT_VALUE_LENGTH), z.null(), z.boolean()]))
    .refine((values) => Object.keys(values).length <= MAX_DRAFT_FIELDS, 'Too many draft fields'),
  images: z.array(draftImageSchema).max(MAX_DRAFT_IMAGES).optional(),
});
export type Draft = z.infer<typeof draftSchema>;

const storageKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.:-]+$/);

/** An export in progress, named by the main process (a random UUID). */
const exportIdSchema = z.uuid();

export const channels = {
  'settings:get': { request: z.tuple([]) },
  'settings:set': { request: z.tuple([backendSettingsSchema]) },
  'session:get': { request: z.tuple([storageKeySchema]) },
  'session:set': { request: z.tuple([storageKeySchema, z.string().max(100_000)]) },
  'session:remove': { request: z.tuple([storageKeySchema]) },
  'drafts:save': { request: z.tuple([draftSchema]) },
  'drafts:list': { request: z.tuple([]) },
  'drafts:discard': { request: z.tuple([draftSchema.shape.key]) },
  'leads:export-start': { request: z.tuple([]) },
  // One page of leads as CSV (1,000 rows of at most ~12 KB each when every field is at its limit).
  'leads:export-write': { request: z.tuple([exportIdSchema, z.string().max(16_000_000)]) },
  'leads:export-finish': { request: z.tuple([exportIdSchema]) },
  'leads:export-abort': { request: z.tuple([exportIdSchema]) },
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
  'leads:export-start': { saved: false } | { saved: true; exportId: string };
  'leads:export-write': void;
  'leads:export-finish': { path: string };
  'leads:export-abort': void;
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
  /**
   * The leads CSV, streamed to a file the person chooses: start (save dialog), write each chunk in
   * order, then finish (or abort, which deletes the partial file).
   */
  leadsExport: {
    start(): Promise<{ saved: false } | { saved: true; exportId: string }>;
    write(exportId: string, chunk: string): Promise<void>;
    finish(exportId: string): Promise<{ path: string }>;
    abort(exportId: string): Promise<void>;
  };
  openExternal(url: string): Promise<{ opened: boolean }>;
  /** Subscribes to menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}
