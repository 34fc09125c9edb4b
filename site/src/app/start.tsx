import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { setHydrating } from '../lib/hydration';
import { FormPostContext, readFormPostState } from '../lib/form-post';
import { pageReloader } from '../lib/missing-code';
import { RouterProvider } from '@parley/router';
import { createBrowserRouter } from '@parley/router/browser';
import { loadRouteModules, routeComponent } from './route-modules';
import { RootLayout } from './RootLayout';
import { matchRoute } from './routes';
import { yieldToBrowser } from './yield-to-browser';

/**
 * This document answers a POST: replacing its history entry (same URL, same state) makes a reload
 * fetch the page with GET instead of asking to send the form again.
 */
function forgetPost(): void {
  window.history.replaceState(window.history.state, '', window.location.href);
}

/**
 * Makes the page interactive in short steps, handing the main thread back to the browser between
 * them, so a tap or a scroll is never kept waiting behind one long task.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // The page's modules are loaded before the first render, so hydration renders exactly what the
  // server sent. Each import starts in a task of its own: were a chunk of it not preloaded yet, the
  // build's preload helper would set up its request there and then (about 1 ms each).
  const router = createBrowserRouter({
    matchRoute,
    loadRoute: (match) => loadRouteModules(match),
    leaveDocument: (href) => pageReloader.leave(href),
  });
  await loadRouteModules(router.getState().match, yieldToBrowser);
  await yieldToBrowser();
  // A page answering a form posted without JavaScript hydrates with the state it was rendered with.
  const formPost = readFormPostState(document);
  if (formPost) forgetPost();
  const app = (
    <StrictMode>
      <FormPostContext.Provider value={formPost}>
        <AppProviders>
          <RouterProvider router={router} componentOf={routeComponent}>
            <RootLayout />
          </RouterProvider>
        </AppProviders>
      </FormPostContext.Provider>
    </StrictMode>
  );
  // Server-rendered pages are hydrated; the dev server sends an empty root, rendered from scratch.
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // blocking the main thread for the whole tree (the page is already visible and readable meanwhile).
  if (container.firstElementChild) {
    setHydrating(true);
    startTransition(() => void hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
}
