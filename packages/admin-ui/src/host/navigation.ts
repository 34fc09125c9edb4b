import type { AnchorHTMLAttributes, ForwardRefExoticComponent, RefAttributes } from 'react';

/**
 * The shell's router, as much of it as the admin screens use, in React Router's shapes: the studio
 * passes React Router's own (react-router-navigation.ts), the site its own small router, which has
 * the same API. The screens never import a router themselves.
 */
export interface AdminNavigation {
  /** An in-app link: a real `<a href>`, navigating in place on a plain click. */
  Link: ForwardRefExoticComponent<
    AnchorHTMLAttributes<HTMLAnchorElement> & {
      to: string;
      replace?: boolean;
    } & RefAttributes<HTMLAnchorElement>
  >;
  useNavigate: () => (to: string, options?: { replace?: boolean }) => void | Promise<void>;
  useSearchParams: () => readonly [
    URLSearchParams,
    (next: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void,
  ];
  /** Holds back the navigations `shouldBlock` names until `proceed()` or `reset()`. */
  useBlocker: (
    shouldBlock: (transition: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) => boolean,
  ) => AdminBlocker;
}

export type AdminBlocker =
  | { state: 'unblocked' | 'proceeding'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };
