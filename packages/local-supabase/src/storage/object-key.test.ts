import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StorageError } from './errors';
import { FileStore } from './file-store';
import { bucketAndKey, objectKey, validKey } from './object-key';

describe('objectKey', () => {
  it('keeps ordinary keys, decoding them once', () => {
    expect(objectKey('post/abc-photo.png')).toBe('post/abc-photo.png');
    expect(objectKey('post/My%20Photo%20(1).png')).toBe('post/My Photo (1).png');
    expect(objectKey('a%2Fb.png')).toBe('a/b.png');
  });

  it.each([
    '',
    '..',
    'a/../b',
    '%2e%2e/x',
    '..%2fx',
    './x',
    '/etc/passwd',
    'a//b',
    'a/',
    'a%00b',
    'a%0d%0ab',
    'a%5cb',
    '%252e%252e',
    '%E0%A4%A',
    '%C3%A9',
    'a#b',
    'a%25b',
    'x'.repeat(1025),
  ])('refuses %j as InvalidKey', (raw) => {
    expect(() => objectKey(raw)).toThrow(StorageError);
    try {
      objectKey(raw);
    } catch (error) {
      expect((error as StorageError).code).toBe('InvalidKey');
    }
  });

  it('accepts exactly 1024 bytes, in names of at most 255 bytes', () => {
    expect(validKey(Array(5).fill('x'.repeat(204)).join('/'))).toHaveLength(1024);
    expect(validKey(`post/${'x'.repeat(255)}`)).toHaveLength(260);
  });

  // A name is a file name on disk: over 255 bytes, the filesystem refuses it (ENAMETOOLONG), which
  // was a 500 after the upload's body had been read.
  it.each([
    ['a file name of 256 bytes', `post/${'x'.repeat(252)}.png`],
    ['a folder name of 256 bytes', `${'x'.repeat(256)}/a.png`],
    ['128 two-byte characters (256 bytes, 128 characters)', `post/${'%C3%A9'.repeat(128)}`],
    ['86 three-byte characters (258 bytes)', `post/${'%E2%82%AC'.repeat(86)}`],
  ])('refuses %s as InvalidKey', (_name, raw) => {
    expect(() => objectKey(raw)).toThrow(expect.objectContaining({ code: 'InvalidKey', statusCode: '400' }));
  });

  it('never yields a key whose file falls outside the bucket folder, whatever the input', () => {
    const store = new FileStore(mkdtempSync(join(tmpdir(), 'key-test-')));
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (input) => {
        let key: string;
        try {
          key = bucketAndKey(`post-images/${encodeURI(input)}`).key;
        } catch (error) {
          expect(error).toBeInstanceOf(StorageError);
          return;
        }
        expect(store.pathOf('post-images', key).startsWith(`${store.root}${sep}post-images${sep}`)).toBe(
          true,
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses bucket names that are not one safe folder name', () => {
    for (const bucket of ['..', '.', '%2e%2e', 'a%2fb', '', 'a b', 'x'.repeat(101)]) {
      expect(() => bucketAndKey(`${bucket}/k.png`)).toThrow(/Bucket name invalid/);
    }
  });
});
