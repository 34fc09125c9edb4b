import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

// `npm run studio:package` needs Electron's binary and Node ≥ 22.12, neither of which every machine
// here has. This checks what packaging would otherwise only find out at the end: electron-builder.yml
// passes electron-builder's own schema, and each listed target has the metadata and icons it needs.

const root = path.resolve(import.meta.dirname, '../../..');
const configText = readFileSync(path.join(root, 'electron-builder.yml'), 'utf8');
const config = parse(configText) as Record<string, unknown>;

function validate(candidate: unknown): Promise<void> {
  // A deep copy: electron-builder's validator may fill in defaults.
  return validateConfiguration(structuredClone(candidate) as never, new DebugLogger(false));
}

const email = z.string().regex(/^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i, 'an email address');
const targetsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map((t) =>
    typeof t === 'string' ? t : (t as { target: string }).target,
  );

/** What the listed targets need beyond the schema (electron-builder checks these only while packaging). */
const builderShape = z.object({
  appId: z.string().regex(/^[a-z][a-z0-9]*(\.[a-z][a-z0-9-]*)+$/i, 'a reverse-DNS id'),
  productName: z.string().min(1),
  copyright: z.string().min(1),
  directories: z.object({ app: z.string(), output: z.string(), buildResources: z.string() }),
  linux: z.object({
    target: z.unknown(),
    icon: z.string(),
    // deb's Section and the desktop file's Categories; deb's Maintainer needs an address.
    category: z.string().min(1),
    maintainer: z.string().regex(/^[^<>]+ <[^\s@<>]+@[^\s@<>]+>$/, 'Name <email>'),
  }),
  mac: z.object({ target: z.unknown(), icon: z.string().endsWith('.icns'), category: z.string() }),
  win: z.object({ target: z.unknown(), icon: z.string().endsWith('.ico') }),
});

/** The app's package.json fields electron-builder reads for deb (Homepage, Maintainer) and every installer. */
const appPackageShape = z.object({
  name: z.string(),
  version: z.string().regex(/^\d+\.\d+\.\d+/),
  description: z.string().min(10),
  homepage: z.url({ protocol: /^https$/ }),
  author: z.object({ name: z.string().min(1), email }),
  license: z.string().min(1),
});

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1'), file).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The entry types of an ICNS file, each checked to lie within the file. */
function icnsTypes(file: string): string[] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('icns');
  expect(bytes.readUInt32BE(4)).toBe(bytes.length);
  const types: string[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at + 4);
    expect(length).toBeGreaterThan(8);
    types.push(bytes.subarray(at, at + 4).toString('latin1'));
    at += length;
    expect(at).toBeLessThanOrEqual(bytes.length);
  }
  return types;
}

/** The square sizes in an ICO file's directory (a width byte of 0 means 256). */
function icoSizes(file: string): number[] {
  const bytes = readFileSync(file);
  expect(bytes.readUInt16LE(0)).toBe(0);
  expect(bytes.readUInt16LE(2)).toBe(1);
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + i * 16;
    const [width, height] = [bytes[entry]! || 256, bytes[entry + 1]! || 256];
    expect(height).toBe(width);
    expect(bytes.readUInt32LE(entry + 12) + bytes.readUInt32LE(entry + 8)).toBeLessThanOrEqual(bytes.length);
    return width;
  });
}

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema", async () => {
    await expect(validate(config)).resolves.toBeUndefined();
  });

  it('is refused by that schema when a key is misspelt or of the wrong type (the check is real)', async () => {
    const linux = config.linux as Record<string, unknown>;
    await expect(validate({ ...config, linux: { ...linux, maintaner: 'x' } })).rejects.toThrow(
      /configuration\.linux/,
    );
    await expect(validate({ ...config, asar: 'yes' })).rejects.toThrow(/configuration\.asar/);
  });

  it('lists the targets it is meant to, each with what it needs', () => {
    const shape = builderShape.parse(config);
    expect(targetsOf(shape.linux.target)).toEqual(['AppImage', 'deb']);
    expect(targetsOf(shape.mac.target)).toEqual(['dmg']);
    expect(targetsOf(shape.win.target)).toEqual(['nsis']);
    expect(() => builderShape.parse({ ...config, linux: { ...shape.linux, maintainer: 'Parley' } })).toThrow(
      /Name <email>/,
    );
  });

  it('names an app folder whose package.json has the description, homepage, author and license installers need', () => {
    const { directories } = builderShape.parse(config);
    const appPackage = JSON.parse(
      readFileSync(path.join(root, directories.app, 'package.json'), 'utf8'),
    ) as unknown;
    const parsed = appPackageShape.parse(appPackage);
    expect(parsed.name).toBe('@parley/studio');
    expect(() => appPackageShape.parse({ ...parsed, author: { name: 'Parley' } })).toThrow();
    expect(() => appPackageShape.parse({ ...parsed, homepage: 'http://x' })).toThrow();
  });
});

describe('the icons in buildResources', () => {
  const shape = builderShape.parse(config);
  const resources = path.join(root, shape.directories.buildResources);

  it('come from one source picture, icon.svg', () => {
    expect(readFileSync(path.join(resources, 'icon.svg'), 'utf8')).toMatch(
      /^<svg [^>]*viewBox="0 0 1024 1024"/,
    );
  });

  it('Linux (AppImage, deb): a folder of NxN.png files, each its size, up to 1024', () => {
    const folder = path.join(resources, shape.linux.icon);
    expect(statSync(folder).isDirectory()).toBe(true);
    for (const size of [512, 1024])
      expect(pngSize(path.join(folder, `${size}x${size}.png`))).toEqual({ width: size, height: size });
    expect(pngSize(path.join(resources, 'icon.png'))).toEqual({ width: 1024, height: 1024 });
  });

  it('macOS (dmg): an ICNS with every size from 16 to 1024', () => {
    const types = icnsTypes(path.join(resources, shape.mac.icon));
    // ic10: 1024 (512@2x); ic09: 512; ic08: 256; ic07: 128; icp5/icp4: 32/16 (PNG entries).
    for (const type of ['ic10', 'ic09', 'ic08', 'ic07']) expect(types).toContain(type);
  });

  it('Windows (nsis): an ICO with 16 to 256', () => {
    const sizes = icoSizes(path.join(resources, shape.win.icon));
    for (const size of [16, 32, 48, 256]) expect(sizes).toContain(size);
  });

  it('are what make-icons writes (none missing)', () => {
    for (const name of ['icon.png', 'icon.icns', 'icon.ico', 'icons/512x512.png', 'icons/1024x1024.png'])
      expect(existsSync(path.join(resources, name)), name).toBe(true);
  });
});
