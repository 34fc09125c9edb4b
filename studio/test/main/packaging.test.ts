import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const config = parse(await readFile(new URL('../../../electron-builder.yml', import.meta.url), 'utf8'));

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
