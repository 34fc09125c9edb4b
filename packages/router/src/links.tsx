import { forwardRef, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate } from './hooks';
import { useRouter } from './RouterProvider';
import { assertRootPath } from './relative-path';
import type { NavigateOptions } from './router';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, NavigateOptions {
  /** A path of this site (`/blog?q=x`); an address elsewhere is a plain link. */
  to: string;
}

/** A click the browser should handle itself: another button, a modifier (new tab), another target. */
const isBrowserClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

/**
 * A real `<a href>`: before the application runs (and with JavaScript off) the browser follows it;
 * once it runs, a plain click navigates in place.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset, onClick, target, ...anchor },
  ref,
) {
  const router = useRouter();
  assertRootPath(to, '<Link to>');
  // A path of this site; `//host` and `/\host` are addresses of other hosts to a browser.
  const inSite = to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');
  return (
    <a
      {...anchor}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !inSite || isBrowserClick(event, target)) return;
        event.preventDefault();
        router.navigate(to, { replace, state, preventScrollReset });
      }}
    />
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active on this path only, not on the paths under it. */
  end?: boolean;
  className?: string | ((status: { isActive: boolean }) => string | undefined);
}

/** `/blog/` as `/blog` (a loop, not a regular expression: the path is the visitor's input). */
function withoutTrailingSlash(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** A link that says when it leads to the current page: `aria-current="page"` and the `active` class. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className, ...link },
  ref,
) {
  const current = withoutTrailingSlash(useLocation().pathname.toLowerCase());
  const target = withoutTrailingSlash(link.to.split(/[?#]/, 1)[0]!.toLowerCase());
  // As React Router's: the home page's link is active on the home page only.
  const isActive = current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...link} ref={ref} className={classes} aria-current={isActive ? 'page' : undefined} />;
});

/** Navigates once rendered in the browser (a redirect); nothing during a server render. */
export function Navigate({ to, ...options }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, options);
    // Once, when rendered: a redirect is not redone on re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
