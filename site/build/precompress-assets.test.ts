// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFile } from './precompress-assets';

describe('precompressFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-precompress-'));

  it('writes a Brotli and a gzip copy beside the file, each smaller and decoding to the same bytes', async () => {
    const path = join(dir, 'app-1a.js');
    const source = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};`;
    writeFileSync(path, source);
    await precompressFile(path);
    const br = readFileSync(`${path}.br`);
    const gz = readFileSync(`${path}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(source);
    expect(gunzipSync(gz).toString()).toBe(source);
    expect(br.byteLength).toBeLessThan(gz.byteLength);
    expect(gz.byteLength).toBeLessThan(source.length);
  });

  it('leaves a file under 1 KB alone', async () => {
    const path = join(dir, 'tiny-2b.js');
    writeFileSync(path, 'export const a = 1;');
    await precompressFile(path);
    expect(existsSync(`${path}.br`)).toBe(false);
    expect(existsSync(`${path}.gz`)).toBe(false);
  });
});
