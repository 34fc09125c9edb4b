/** The studio's screens (hash routes inside the window). */
export const studioPaths = {
  posts: '/posts',
  newPost: '/posts/new',
  editPost: '/posts/:id',
  leads: '/leads',
  media: '/media',
  profile: '/profile',
  subscribers: '/subscribers',
  tags: '/tags',
  settings: '/settings',
} as const;

export const studioLinks = {
  editPost: (id: string) => `/posts/${encodeURIComponent(id)}`,
};
