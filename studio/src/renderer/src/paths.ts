/**
 * The studio's screen manifest (hash routes inside the window): each screen's path and its place in
 * the shell's navigation, once. Derived from it: `studioPaths`, the router's table and the navbar
 * (app/routes.tsx, app/ShellLayout.tsx; the component of each screen is named there, keyed by the
 * same names so a screen without one is a type error). Screens import this, never app/.
 */
export const STUDIO_SCREENS = {
  posts: { path: '/posts', nav: { label: 'Posts', order: 1 } },
  newPost: { path: '/posts/new', nav: { label: 'New post', order: 2 } },
  editPost: { path: '/posts/:id' },
  leads: { path: '/leads', nav: { label: 'Leads', order: 3 } },
  media: { path: '/media', nav: { label: 'Media library', order: 5 } },
  profile: { path: '/profile', nav: { label: 'Author profile', order: 6 } },
  subscribers: { path: '/subscribers', nav: { label: 'Subscribers', order: 4 } },
  tags: { path: '/tags', nav: { label: 'Tags', order: 7 } },
  settings: { path: '/settings', nav: { label: 'Settings', order: 8 } },
} as const satisfies Record<string, { path: string; nav?: { label: string; order: number } }>;

export type StudioScreen = keyof typeof STUDIO_SCREENS;

/** Each screen's path by name. */
export const studioPaths = Object.fromEntries(
  Object.entries(STUDIO_SCREENS).map(([name, screen]) => [name, screen.path]),
) as { readonly [Name in StudioScreen]: (typeof STUDIO_SCREENS)[Name]['path'] };

/** The shell's navigation links, in their order. */
export const studioNavLinks: readonly { label: string; to: string }[] = Object.values(STUDIO_SCREENS)
  .flatMap((screen) => ('nav' in screen ? [{ ...screen.nav, to: screen.path }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ label, to }) => ({ label, to }));

export const studioLinks = {
  editPost: (id: string) => `/posts/${encodeURIComponent(id)}`,
};
