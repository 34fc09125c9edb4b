import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  useTransition,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { RouteDefinition } from './route-match';
import type { Router, RouterState } from './router';

const RouterContext = createContext<Router | null>(null);
const RouterStateContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
const PendingContext = createContext(false);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter: no RouterProvider above this component');
  return router;
}

export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('useRouterState: no RouterProvider above this component');
  return state;
}

/**
 * Whether a navigation is under way: its route's code loading, then the new page rendering. True
 * from the click (or Back) until the new page is on screen; never on the first load.
 */
export function useNavigationPending(): boolean {
  return useContext(PendingContext);
}

/** Where a layout shows the route inside it (the next one of the matched chain). */
export function Outlet() {
  return useContext(OutletContext);
}

/** The matched routes, each inside the one before it: layouts from the outermost in, then the page. */
function renderMatch(state: RouterState, componentOf: (route: RouteDefinition) => ComponentType): ReactNode {
  return (state.match?.chain ?? []).reduceRight<ReactNode>((inner, route) => {
    const Component = componentOf(route);
    return (
      <OutletContext.Provider value={inner}>
        <Component />
      </OutletContext.Provider>
    );
  }, null);
}

/**
 * Gives the components the router and its state. `children` is the frame of every page; its
 * `<Outlet />` shows the matched route, whose modules are loaded by then (`componentOf` finds
 * them). A navigation re-renders as a transition, as React Router's did: the old page stays
 * interactive while React renders the new one.
 */
export function RouterProvider({
  router,
  componentOf,
  children,
}: {
  router: Router;
  componentOf: (route: RouteDefinition) => ComponentType;
  children: ReactNode;
}) {
  const [state, setState] = useState(router.getState);
  const [rendering, startTransition] = useTransition();
  const loading = useSyncExternalStore(router.subscribePending, router.isPending, () => false);
  useEffect(() => {
    const unsubscribe = router.subscribe(() => startTransition(() => setState(router.getState())));
    setState(router.getState()); // a navigation between the first render and this subscription
    return unsubscribe;
  }, [router]);
  // The same element while the state stays: the pending flag changing re-renders no page.
  const outlet = useMemo(() => renderMatch(state, componentOf), [state, componentOf]);
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>
        <PendingContext.Provider value={loading || rendering}>
          <OutletContext.Provider value={outlet}>{children}</OutletContext.Provider>
        </PendingContext.Provider>
      </RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}
