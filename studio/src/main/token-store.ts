import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SafeStorage } from 'electron';
import { z } from 'zod';
import { writeJsonFile } from './json-file';

type Crypto = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'>;

const fileSchema = z.record(z.string(), z.string());

/**
 * Where supabase-js keeps the session (its storage adapter, through IPC). Values are encrypted with
 * the OS keychain via safeStorage before they touch the disk; when no keychain is available the
 * session lives in memory only (signed out at the next start), never in plain text.
 */
export function createTokenStore(userDataDir: string, crypto: Crypto) {
  const file = join(userDataDir, 'session.json');
  let cache: Record<string, string> | undefined;

  async function load(): Promise<Record<string, string>> {
    if (cache) return cache;
    cache = {};
    if (!crypto.isEncryptionAvailable()) return cache;
    try {
      const stored = fileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      for (const [key, encrypted] of Object.entries(stored)) {
        cache[key] = crypto.decryptString(Buffer.from(encrypted, 'base64'));
      }
    } catch {
      cache = {}; // missing, corrupt or from another keychain: start signed out
    }
    return cache;
  }

  async function persist(values: Record<string, string>): Promise<void> {
    if (!crypto.isEncryptionAvailable()) return;
    const encrypted = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, crypto.encryptString(value).toString('base64')]),
    );
    if (Object.keys(encrypted).length === 0) await rm(file, { force: true });
    else await writeJsonFile(file, encrypted);
  }

  return {
    async getItem(key: string): Promise<string | null> {
      return (await load())[key] ?? null;
    },
    async setItem(key: string, value: string): Promise<void> {
      const values = await load();
      values[key] = value;
      await persist(values);
    },
    async removeItem(key: string): Promise<void> {
      const values = await load();
      delete values[key];
      await persist(values);
    },
  };
}
