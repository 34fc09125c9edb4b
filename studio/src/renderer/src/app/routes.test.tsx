// @vitest-environment jsdom
import '@parley/admin-ui/test-setup';
import { describe, expect, it } from 'vitest';
import { STUDIO_SCREENS, studioNavLinks, studioPaths } from '../paths';
import { SCREEN_ELEMENTS, studioRoutes } from './routes';

describe('the studio screen manifest', () => {
  const paths = Object.values(STUDIO_SCREENS).map((screen) => screen.path);

  it('gives every screen its own path, and every path a screen of the router', () => {
    expect(new Set(paths).size).toBe(paths.length);
    const routed = studioRoutes[0]!
      .children!.map((route) => route.path)
      .filter((path) => path && path !== '*');
    expect(routed.sort()).toEqual([...paths].sort());
    expect(Object.keys(SCREEN_ELEMENTS).sort()).toEqual(Object.keys(STUDIO_SCREENS).sort());
    expect(studioPaths.editPost).toBe('/posts/:id');
  });

  it('derives the navbar in its order, each link to a screen of a fixed path, each place taken once', () => {
    expect(studioNavLinks.map((link) => link.label)).toEqual([
      'Posts',
      'New post',
      'Leads',
      'Subscribers',
      'Media library',
      'Author profile',
      'Tags',
      'Settings',
    ]);
    for (const link of studioNavLinks) {
      expect(paths, link.to).toContain(link.to);
      expect(link.to, link.label).not.toContain(':');
    }
    const orders = Object.values(STUDIO_SCREENS).flatMap((screen) =>
      'nav' in screen ? [screen.nav.order] : [],
    );
    expect(new Set(orders).size).toBe(orders.length);
  });
});
