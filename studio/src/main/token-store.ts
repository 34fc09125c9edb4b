import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SafeStorage } from 'electron';
import { z } from 'zod';
import { writeJsonFile } from './json-file';

type Crypto = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'> &
  Partial<Pick<SafeStorage, 'getSelectedStorageBackend'>>;

/**
 * Whether safeStorage really encrypts. On Linux without a secret service (no GNOME keyring or
 * KWallet), Electron's backend is `basic_text`: `isEncryptionAvailable()` still says yes, but the key
 * is a constant compiled into Chromium, so the file would be plain text in all but name.
 */
function encrypts(crypto: Crypto): boolean {
  if (!crypto.isEncryptionAvailable()) return false;
  const backend = crypto.getSelectedStorageBackend?.();
  return backend !== 'basic_text' && backend !== 'unknown';
}

const fileSchema = z.record(z.string(), z.string());

/**
 * Where supabase-js keeps the session (its storage adapter, through IPC). Values are encrypted with
 * the OS keychain via safeStorage before they touch the disk; when no keychain is available (also
 * Linux's `basic_text` fallback) the session lives in memory only (signed out at the next start),
 * never in plain text.
 */
export function createTokenStore(userDataDir: string, crypto: Crypto) {
  const file = join(userDataDir, 'session.json');
  // The promise, not the values: a second call while the file is read waits for the same values
  // (with the values set before the read ended, it saw an empty session and could save one).
  let loaded: Promise<Record<string, string>> | undefined;

  async function read(): Promise<Record<string, string>> {
    if (!encrypts(crypto)) return {};
    try {
      const stored = fileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      const values: Record<string, string> = {};
      for (const [key, encrypted] of Object.entries(stored)) {
        values[key] = crypto.decryptString(Buffer.from(encrypted, 'base64'));
      }
      return values;
    } catch {
      return {}; // missing, corrupt or from another keychain: start signed out
    }
  }

  function load(): Promise<Record<string, string>> {
    loaded ??= read();
    return loaded;
  }

  async function persist(values: Record<string, string>): Promise<void> {
    if (!encrypts(crypto)) return;
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
