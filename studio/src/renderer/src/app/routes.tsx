import { useState, type ReactElement } from 'react';
import { createHashRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { useBackendSettings } from '../lib/backend-settings';
import { STUDIO_SCREENS, studioPaths, type StudioScreen } from '../paths';
import { LeadsScreen } from '../screens/LeadsScreen';
import { MediaScreen } from '../screens/MediaScreen';
import { ProfileScreen } from '../screens/ProfileScreen';
import { TagsScreen } from '../screens/TagsScreen';
import { EditPostScreen, NewPostScreen, PostsScreen } from '../screens/PostsScreens';
import { SettingsScreen } from '../screens/SettingsScreen';
import { SubscribersScreen } from '../screens/SubscribersScreen';
import { ShellLayout } from './ShellLayout';

/** Each screen of the manifest (paths.ts) and what it shows: a screen without one is a type error. */
export const SCREEN_ELEMENTS = {
  posts: <PostsScreen />,
  newPost: <NewPostScreen />,
  editPost: <EditPostScreen />,
  leads: <LeadsScreen />,
  media: <MediaScreen />,
  profile: <ProfileScreen />,
  subscribers: <SubscribersScreen />,
  tags: <TagsScreen />,
  settings: <SettingsRoute />,
} satisfies Record<StudioScreen, ReactElement>;

/** The studio's screens (hash routes inside the window), in the shell, from the manifest (paths.ts). */
export const studioRoutes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { index: true, element: <Navigate to={studioPaths.posts} replace /> },
      ...(Object.keys(STUDIO_SCREENS) as StudioScreen[]).map((name) => ({
        path: STUDIO_SCREENS[name].path,
        element: SCREEN_ELEMENTS[name],
      })),
      { path: '*', element: <Navigate to={studioPaths.posts} replace /> },
    ],
  },
];

function SettingsRoute() {
  const { settings, onSaved } = useBackendSettings();
  return <SettingsScreen current={settings} onSaved={onSaved} />;
}

/** The router of a signed-in studio: built once, its screens read the client and session by context. */
export function StudioRouter() {
  const [router] = useState(() => createHashRouter(studioRoutes));
  return <RouterProvider router={router} />;
}
