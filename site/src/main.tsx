import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { appRoutes } from './app/router';

/**
 * Loads the lazy page modules of the current URL before the first render, so hydration renders
 * exactly what the server sent (a lazy route not yet loaded would render nothing, then the page).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  await loadMatchedRoutes(appRoutes);
  const router = createBrowserRouter(appRoutes);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // Server-rendered pages are hydrated; the dev server sends an empty root, rendered from scratch.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
