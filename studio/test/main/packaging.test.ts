import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const config = parse(await readFile(new URL('../../../electron-builder.yml', import.meta.url), 'utf8'));
const studioPackage = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));

/** Workspace packages electron-vite bundles into the main process (`externalizeDeps.exclude`). */
const BUNDLED_INTO_MAIN = ['@parley/shared'];

/** The packages the main process loads at run time (electron-vite leaves its dependencies external). */
async function mainProcessPackages(): Promise<string[]> {
  const packages = new Set<string>();
  for (const folder of ['main', 'shared']) {
    const directory = new URL(`../../src/${folder}/`, import.meta.url);
    for (const file of await readdir(directory)) {
      const source = await readFile(new URL(file, directory), 'utf8');
      for (const match of source.matchAll(/^import (?!type )(?:[^;]*? from )?'([^'.][^']*)'/gm)) {
        const specifier = match[1]!;
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        if (name !== 'electron' && !name.startsWith('node:') && !BUNDLED_INTO_MAIN.includes(name)) {
          packages.add(name);
        }
      }
    }
  }
  return [...packages].sort();
}

describe('the packaging config', () => {
  it('names the product and builds for Linux, macOS and Windows', () => {
    expect(config.productName).toBe('Parley Studio');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toBe('dmg');
    expect(config.win.target).toBe('nsis');
  });

  it('ships only the built app: no sources, tests, env files or source maps', () => {
    expect(config.files).toEqual(
      expect.arrayContaining(['out/**/*', '!src/**', '!test/**', '!**/.env*', '!**/*.map']),
    );
  });

  it('packs only what the main process loads: the renderer and preload are bundled, their libraries are devDependencies', async () => {
    expect(Object.keys(studioPackage.dependencies).sort()).toEqual(await mainProcessPackages());
  });

  it('sets the Electron fuses of the security checklist', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
    });
  });
});
