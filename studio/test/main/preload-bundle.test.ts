import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const preloadEntry = fileURLToPath(new URL('../../src/preload/index.ts', import.meta.url));

/** Bundles the preload as electron-vite does (Electron external), in memory. */
async function bundlePreload(): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: preloadEntry, formats: ['cjs'], fileName: 'preload' },
      rollupOptions: { external: ['electron'] },
    },
  })) as Rolldown.RolldownOutput[];
  return result
    .flatMap((output) => output.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}

describe('preload bundle', () => {
  it('carries the bridge but not zod: payloads are validated in the main process', async () => {
    const code = await bundlePreload();
    expect(code).toContain('exposeInMainWorld');
    expect(code).toContain('menu:command');
    expect(code).not.toMatch(/ZodError|\$ZodType|zod/);
    expect(code.length).toBeLessThan(10_000);
  }, 30_000);
});
