import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { draftSchema, type Draft } from '../shared/ipc-contract';
import { readJsonFile, writeJsonFile } from './json-file';

/**
 * Unsaved edits, autosaved by the editor into the user data folder, so a crash or a quit loses
 * nothing: at the next start the studio offers them back. Keys are validated (`new` or a uuid), so
 * a draft can never be written outside its folder.
 */
export function createDraftsStore(userDataDir: string) {
  const dir = join(userDataDir, 'drafts');
  const fileFor = (key: string) => join(dir, `${draftSchema.shape.key.parse(key)}.json`);
  return {
    async save(draft: Draft): Promise<void> {
      await writeJsonFile(fileFor(draft.key), draftSchema.parse(draft));
    },
    async list(): Promise<Draft[]> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const drafts = await Promise.all(
        names.filter((n) => n.endsWith('.json')).map((n) => readJsonFile(join(dir, n), draftSchema)),
      );
      return drafts
        .filter((d): d is Draft => d !== undefined)
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },
    async discard(key: string): Promise<void> {
      await rm(fileFor(key), { force: true });
    },
  };
}
