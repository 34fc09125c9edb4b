import { LOCAL_SITE_URL, LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '@parley/shared/local-defaults';
import { join } from 'node:path';
import { backendSettingsSchema, type BackendSettings } from '../shared/ipc-contract';
import { readJsonFile, writeJsonFile } from './json-file';

/** The embedded local backend of `npm start` and the site it serves. */
export const LOCAL_BACKEND: BackendSettings = {
  supabaseUrl: LOCAL_SUPABASE_URL,
  supabaseAnonKey: LOCAL_SUPABASE_ANON_KEY,
  siteUrl: LOCAL_SITE_URL,
};

/**
 * What settings.json may hold. A file from before the site URL setting has none, and a bad one
 * (hand-edited) must not cost the backend settings: either way the local site stands in.
 */
const storedSettingsSchema = backendSettingsSchema.extend({
  siteUrl: backendSettingsSchema.shape.siteUrl.catch(LOCAL_SITE_URL),
});

/** The studio's settings in the user data folder; defaults to the local backend and site. */
export function createSettingsStore(userDataDir: string) {
  const file = join(userDataDir, 'settings.json');
  return {
    async get(): Promise<BackendSettings> {
      return (await readJsonFile(file, storedSettingsSchema)) ?? LOCAL_BACKEND;
    },
    async set(settings: BackendSettings): Promise<BackendSettings> {
      const valid = backendSettingsSchema.parse(settings);
      await writeJsonFile(file, valid);
      return valid;
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
