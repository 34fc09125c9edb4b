/**
 * The site's router: React Router's API, as much of it as the site uses, in a few kilobytes (its
 * data router was 30 KB gzip of every page's JavaScript). docs/router.md (repository root) says what it does and why.
 */
export { useBlocker, useLocation, useNavigate, useParams, useSearchParams, type Blocker } from './hooks';
export { Link, Navigate, NavLink, type LinkProps, type NavLinkProps } from './links';
export { NavigationAnnouncer } from './NavigationAnnouncer';
export { Outlet, RouterProvider, useNavigationPending, useRouter, useRouterState } from './RouterProvider';
export { ScrollRestoration } from './ScrollRestoration';
export type { BlockerFunction, NavigateOptions, Router, RouterLocation, RouterState } from './router';
export type { RouteDefinition, RouteMatch } from './route-match';
