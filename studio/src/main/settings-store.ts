import { join } from 'node:path';
import { backendSettingsSchema, type BackendSettings } from '../shared/ipc-contract';
import { readJsonFile, writeJsonFile } from './json-file';

/** The embedded local backend of `npm start` (Supabase CLI's well-known local anon key). */
export const LOCAL_BACKEND: BackendSettings = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
};

/** Backend settings in the user data folder; defaults to the local backend. */
export function createSettingsStore(userDataDir: string) {
  const file = join(userDataDir, 'settings.json');
  return {
    async get(): Promise<BackendSettings> {
      return (await readJsonFile(file, backendSettingsSchema)) ?? LOCAL_BACKEND;
    },
    async set(settings: BackendSettings): Promise<BackendSettings> {
      const valid = backendSettingsSchema.parse(settings);
      await writeJsonFile(file, valid);
      return valid;
    },
  };
}
