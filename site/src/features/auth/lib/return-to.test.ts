import { describe, expect, it } from 'vitest';
import { adminReturnPath, returnToState } from './return-to';

describe('adminReturnPath: back to the admin screen after signing in again', () => {
  it('takes the admin address RequireAdmin left', () => {
    expect(adminReturnPath(returnToState('/admin/blog/new', ''))).toBe('/admin/blog/new');
    expect(adminReturnPath(returnToState('/admin', '?status=draft&page=2'))).toBe(
      '/admin?status=draft&page=2',
    );
    expect(adminReturnPath(returnToState('/admin/blog/edit/5b8f0c1e', ''))).toBe('/admin/blog/edit/5b8f0c1e');
  });

  it('refuses anything else: other shapes, other places, other hosts', () => {
    for (const state of [
      undefined,
      null,
      'string',
      42,
      [],
      {},
      { returnTo: null },
      { returnTo: 7 },
      { returnTo: '' },
      { returnTo: '/' },
      { returnTo: '/administrator' },
      { returnTo: '/blog' },
      { returnTo: 'https://evil.example/admin' },
      { returnTo: '//evil.example/admin' },
      { returnTo: '/admin//evil.example' },
      { returnTo: '/admin/\\evil.example' },
      { returnTo: '/admin/\nx' },
      { returnTo: `/admin/${'a'.repeat(5000)}` },
    ]) {
      expect(adminReturnPath(state), JSON.stringify(state)).toBeNull();
    }
  });
});
