import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from './json-file';

const stateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(640).max(10000),
  height: z.number().int().min(480).max(10000),
  maximized: z.boolean().default(false),
});
export type WindowState = z.infer<typeof stateSchema>;

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 860, maximized: false };

/** The window's size and position, remembered between runs. */
export function createWindowStateStore(userDataDir: string) {
  const file = join(userDataDir, 'window-state.json');
  return {
    load: async (): Promise<WindowState> => (await readJsonFile(file, stateSchema)) ?? DEFAULT_WINDOW_STATE,
    save: (state: WindowState) => writeJsonFile(file, stateSchema.parse(state)),
  };
}
