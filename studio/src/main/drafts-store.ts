import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { draftSchema, type Draft } from '../shared/ipc-contract';
import { readJsonFile, writeJsonFile } from './json-file';

/**
 * Unsaved edits, autosaved by the editor into the user data folder, so a crash or a quit loses
 * nothing: at the next start the studio offers them back. Keys are validated (`new` or a uuid), so
 * a draft can never be written outside its folder.
 */
/**
 * The most drafts kept: one per post being edited, so far more than anyone has open, yet a renderer
 * cannot fill the disk with drafts of made-up post ids. A draft of a post already kept is always saved.
 */
export const MAX_DRAFTS = 100;

export function createDraftsStore(userDataDir: string) {
  const dir = join(userDataDir, 'drafts');
  const fileFor = (key: string) => join(dir, `${draftSchema.shape.key.parse(key)}.json`);
  return {
    async save(draft: Draft): Promise<void> {
      const file = fileFor(draft.key);
      const valid = draftSchema.parse(draft);
      const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
      if (names.length >= MAX_DRAFTS && !names.includes(`${draft.key}.json`))
        throw new Error(`At most ${MAX_DRAFTS} drafts are kept: save or discard some first.`);
      await writeJsonFile(file, valid);
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
