import { describe, expect, it } from 'vitest';
import { resolveAppUrl } from '../../src/main/app-protocol';

const root = '/opt/parley/out/renderer';

describe('the app:// protocol', () => {
  it('serves files of the renderer folder', () => {
    expect(resolveAppUrl('app://studio/', root)).toBe('file:///opt/parley/out/renderer/index.html');
    expect(resolveAppUrl('app://studio/assets/index-abc.js', root)).toBe(
      'file:///opt/parley/out/renderer/assets/index-abc.js',
    );
  });

  it('keeps dot segments inside the renderer folder', () => {
    expect(resolveAppUrl('app://studio/../../etc/passwd', root)).toBe(
      'file:///opt/parley/out/renderer/etc/passwd',
    );
  });

  it.each([
    'app://studio/assets/..%2f..%2f..%2fsecret',
    'app://studio/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret',
    'app://other/index.html',
    'https://studio/index.html',
    'app://studio/a%00b',
  ])('refuses %s', (url) => {
    expect(resolveAppUrl(url, root)).toBeNull();
  });
});
