import { describe, expect, it } from 'vitest';
import { adminReturn, adminReturnPath } from './admin-return';

describe('adminReturnPath', () => {
  it('returns to /admin and the paths under it, query kept', () => {
    for (const path of ['/admin', '/admin/blog/edit/42', '/admin?status=draft&page=2', '/admin/tags'])
      expect(adminReturnPath(adminReturn(path))).toBe(path);
  });

  it('returns nowhere else, whatever a history entry holds', () => {
    for (const state of [
      undefined,
      null,
      'x',
      42,
      [],
      {},
      { adminReturnTo: null },
      { adminReturnTo: 42 },
      { adminReturnTo: ['/admin'] },
      adminReturn(''),
      adminReturn('/'),
      adminReturn('/administrator'),
      adminReturn('/admin.evil.example'),
      adminReturn('//evil.example/admin'),
      adminReturn('https://evil.example/admin'),
      adminReturn('/blog'),
      adminReturn('/ADMIN'),
    ])
      expect(adminReturnPath(state), JSON.stringify(state)).toBeNull();
  });
});
