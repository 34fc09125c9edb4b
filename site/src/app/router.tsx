import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { pageRoutes } from './routes';

/** The whole route tree: the layout around every page of the route table. */
export const appRoutes: RouteObject[] = [{ element: <RootLayout />, children: pageRoutes }];
