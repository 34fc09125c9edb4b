import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useRouter, useRouterState } from './RouterProvider';
import { assertRootPath } from './relative-path';
import type { BlockerFunction, NavigateOptions, RouterLocation } from './router';

export const useLocation = (): RouterLocation => useRouterState().location;

/** The matched route's parameters (`/blog/:slug` gives `slug`), decoded. */
export const useParams = (): Record<string, string | undefined> => useRouterState().match?.params ?? {};

export type Navigate = (to: string | number, options?: NavigateOptions) => void;

export function useNavigate(): Navigate {
  const router = useRouter();
  return useCallback<Navigate>(
    (to, options) => {
      if (typeof to === 'string') assertRootPath(to, 'navigate()');
      router.navigate(to, options);
    },
    [router],
  );
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/**
 * The query as `URLSearchParams`, and a setter that navigates to this path with a new query (the
 * hash dropped). An updater function gets the latest query, even one set a moment ago.
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const { pathname, search: latest } = router.getState().location;
      const query = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(latest)) : next,
      ).toString();
      router.navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [router],
  );
  return [params, setParams];
}

export type Blocker =
  | { state: 'unblocked'; location: undefined; proceed: undefined; reset: undefined }
  | { state: 'blocked'; location: RouterLocation; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

/**
 * Holds back navigations `shouldBlock` names until the visitor answers: `proceed()` goes on,
 * `reset()` stays. The same object while nothing changes, like React Router's.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter();
  const { blocked } = useRouterState();
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => router.block((transition) => latest.current(transition)), [router]);
  return useMemo<Blocker>(
    () =>
      blocked
        ? { state: 'blocked', location: blocked.location, proceed: blocked.proceed, reset: blocked.reset }
        : UNBLOCKED,
    [blocked],
  );
}
