import { createContext, use, type ReactNode } from 'react';
import type { ParleySupabaseClient } from '@parley/shared/supabase';
import type { PostFormValues } from '../editor/post-form-values';
import type { AdminNavigation } from './navigation';

/** Where the admin screens send the user; each shell maps them to its own routes or URLs. */
export interface AdminPaths {
  /** The posts dashboard (web: /admin). */
  dashboard: string;
  /** The empty editor (web: /admin/blog/new). */
  newPost: string;
  /** The editor of one post (web: /admin/blog/edit/{id}). */
  editPost: (id: string) => string;
  /** The media library: the images of the post-images bucket (web: /admin/media). */
  media: string;
  /** The newsletter's subscribers (web: /admin/subscribers); the dashboard links to it when given. */
  subscribers?: string;
  /** The tags' manager (web: /admin/tags); without it the dashboard links no tags screen. */
  tags?: string;
  /** The post as visitors see it: an in-app path on the web, an external URL in the studio. */
  publicPost: (slug: string) => string;
  /** The full address of a shared draft's preview (web: {SITE_URL}/blog/preview/{token}), to copy and send. */
  previewPost?: (token: string) => string;
  /** The signed-in admin's author profile (web: /admin/profile). */
  profile?: string;
}

/**
 * A picture pasted while the backend could not be reached: kept (base64) until it can be uploaded,
 * its place in the text marked `pending-image:{id}`.
 */
export interface PendingImage {
  id: string;
  name: string;
  type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/avif';
  /** The file's bytes, base64. */
  data: string;
}

/** The editor's unsaved values, for a shell that keeps them safe (the studio's autosave). */
export interface EditorDraft {
  /** `new` for a post not created yet, else the post's id. */
  key: string;
  title: string;
  values: PostFormValues;
  /** The post's tags as typed (the editor keeps them apart from `values`). */
  tags: readonly string[];
  /** Pictures waiting for the backend (absent when none). */
  images?: PendingImage[];
  /**
   * The stored version (`updated_at`) these edits were made on; absent for a new post. A shell that
   * restores the draft passes it back (`PostEditor`'s `restoredBasedOn`), so saving it is checked
   * against that version and never silently replaces a newer save.
   */
  basedOn?: string;
}

/** Where a shell keeps unsaved edits until they are saved or discarded. */
export interface DraftStore {
  /**
   * Called (debounced) while the form has unsaved changes. A promise that rejects (the shell's
   * storage refused the draft, or failed) tells the person their edits are not kept.
   */
  save: (draft: EditorDraft) => void | Promise<void>;
  /** Called when the edits were saved, or the user chose to discard them. */
  discard: (key: string) => void;
}

export interface AdminNotice {
  kind: 'success' | 'error';
  message: string;
}

/** Everything the admin screens need from the shell they run in (web site or Electron studio). */
export interface AdminHost {
  supabase: ParleySupabaseClient;
  paths: AdminPaths;
  /** The shell's router. A constant: its hooks are called on every render. */
  navigation: AdminNavigation;
  /** Asks a yes/no question (web: window.confirm; Electron: a native dialog). */
  confirm: (message: string) => Promise<boolean>;
  /** Shows a toast. */
  notify: (notice: AdminNotice) => void;
  /**
   * Opens `publicPost` URLs outside the app (the studio's system browser). When absent, those
   * paths are in-app routes and open with the router.
   */
  openExternal?: (url: string) => void;
  /**
   * The signed-in admin's id, stored as a new post's author_id. When absent the package asks the
   * Supabase client for the current user at save time.
   */
  userId?: string | null;
  /** Autosave of unsaved edits (the studio). When absent, nothing is kept outside the form. */
  drafts?: DraftStore;
  /**
   * Takes the open editor's save, for a save command outside the page (the studio's File › Save,
   * whose accelerator takes Ctrl/Cmd+S before the page sees it). Returns the function that withdraws
   * it, called when the editor closes. When absent, Ctrl/Cmd+S in the page saves.
   */
  registerSave?: (save: () => void) => () => void;
}

const AdminHostContext = createContext<AdminHost | null>(null);

export function AdminProvider({ value, children }: { value: AdminHost; children: ReactNode }) {
  return <AdminHostContext value={value}>{children}</AdminHostContext>;
}

/** The host's services; throws when a screen is mounted outside <AdminProvider>. */
export function useAdminHost(): AdminHost {
  const host = use(AdminHostContext);
  if (!host) throw new Error('Admin screens must be rendered inside <AdminProvider>.');
  return host;
}
