import { useState } from 'react';
import { createHashRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { useBackendSettings } from '../lib/backend-settings';
import { studioPaths } from '../paths';
import { LeadsScreen } from '../screens/LeadsScreen';
import { MediaScreen } from '../screens/MediaScreen';
import { ProfileScreen } from '../screens/ProfileScreen';
import { TagsScreen } from '../screens/TagsScreen';
import { EditPostScreen, NewPostScreen, PostsScreen } from '../screens/PostsScreens';
import { SettingsScreen } from '../screens/SettingsScreen';
import { SubscribersScreen } from '../screens/SubscribersScreen';
import { ShellLayout } from './ShellLayout';

/** The studio's screens (hash routes inside the window), in the shell. */
const studioRoutes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { index: true, element: <Navigate to={studioPaths.posts} replace /> },
      { path: studioPaths.posts, element: <PostsScreen /> },
      { path: studioPaths.newPost, element: <NewPostScreen /> },
      { path: studioPaths.editPost, element: <EditPostScreen /> },
      { path: studioPaths.leads, element: <LeadsScreen /> },
      { path: studioPaths.media, element: <MediaScreen /> },
      { path: studioPaths.profile, element: <ProfileScreen /> },
      { path: studioPaths.subscribers, element: <SubscribersScreen /> },
      { path: studioPaths.tags, element: <TagsScreen /> },
      { path: studioPaths.settings, element: <SettingsRoute /> },
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
