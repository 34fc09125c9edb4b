import { act, fireEvent, screen } from '@testing-library/react';
import { createRef, useState, type MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from './hooks';
import { Link, Navigate, NavLink, type NavLinkProps } from './links';
import { clickIsLeftToBrowser, renderAt } from './test/test-utils';

const address = () => screen.getByLabelText('address').textContent;

describe('Link', () => {
  it('renders a real link, with the anchor attributes given', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt(
      '/',
      <Link to="/blog?q=x#top" className="more" title="The blog" ref={ref}>
        Blog
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/blog?q=x#top');
    expect(link).toHaveClass('more');
    expect(link).toHaveAttribute('title', 'The blog');
    expect(ref.current).toBe(link);
  });

  it('navigates in place on a plain click, the browser not loading the page', () => {
    renderAt('/', <Link to="/blog?q=x">Blog</Link>);
    expect(clickIsLeftToBrowser(screen.getByRole('link', { name: 'Blog' }))).toBe(false);
    expect(address()).toBe('/blog?q=x');
  });

  it('passes replace, state and preventScrollReset to the navigation', () => {
    function State() {
      return <output aria-label="state">{String(useLocation().state)}</output>;
    }
    const { router } = renderAt(
      ['/', '/docs'],
      <>
        <Link to="/blog" replace state="from-docs" preventScrollReset>
          Blog
        </Link>
        <State />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(router.getState()).toMatchObject({ action: 'REPLACE', preventScrollReset: true });
    expect(screen.getByLabelText('state')).toHaveTextContent('from-docs');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta (cmd)', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const { router } = renderAt('/', <Link to="/blog">Blog</Link>);
    const navigate = vi.spyOn(router, 'navigate');
    expect(clickIsLeftToBrowser(screen.getByRole('link', { name: 'Blog' }), init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(address()).toBe('/');
  });

  it('leaves a link opening another window to the browser, and handles target=_self in place', () => {
    renderAt(
      '/',
      <>
        <Link to="/blog" target="_blank">
          New tab
        </Link>
        <Link to="/docs" target="_self">
          Same tab
        </Link>
      </>,
    );
    expect(clickIsLeftToBrowser(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(address()).toBe('/');
    expect(clickIsLeftToBrowser(screen.getByRole('link', { name: 'Same tab' }))).toBe(false);
    expect(address()).toBe('/docs');
  });

  it.each(['https://other.example/x', '//evil.example/x', '/\\evil.example/x', 'mailto:team@example.com'])(
    'leaves an address that is not a path of this site (%s) to the browser',
    (to) => {
      const { router } = renderAt('/', <Link to={to}>Elsewhere</Link>);
      const navigate = vi.spyOn(router, 'navigate');
      const link = screen.getByRole('link', { name: 'Elsewhere' });
      expect(link).toHaveAttribute('href', to);
      expect(clickIsLeftToBrowser(link)).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it("calls the consumer's onClick, and stays when it prevents the default", () => {
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    const { router } = renderAt(
      '/',
      <Link to="/blog" onClick={onClick}>
        Blog
      </Link>,
    );
    const navigate = vi.spyOn(router, 'navigate');
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(address()).toBe('/');
  });

  it("navigates after a consumer's onClick that does not prevent the default", () => {
    const onClick = vi.fn();
    renderAt(
      '/',
      <Link to="/blog" onClick={onClick}>
        Blog
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(address()).toBe('/blog');
  });
});

describe('NavLink', () => {
  const navLink = (props: NavLinkProps & { children: string }) => <NavLink {...props} />;

  /** Whether the link says it leads to the current page, both ways it says so. */
  function isShownActive(name: string) {
    const link = screen.getByRole('link', { name });
    const current = link.getAttribute('aria-current');
    const active = link.classList.contains('active');
    expect(current === 'page', `${name}: aria-current and the active class agree`).toBe(active);
    if (current !== null) expect(current).toBe('page');
    return active;
  }

  function renderNav(at: string) {
    return renderAt(
      at,
      <nav>
        {navLink({ to: '/', children: 'Home' })}
        {navLink({ to: '/blog', children: 'Blog' })}
        {navLink({ to: '/blog', end: true, children: 'Blog index' })}
        {navLink({ to: '/blog/x', children: 'Post x' })}
        {navLink({ to: '/pricing?plan=pro#top', children: 'Pricing' })}
      </nav>,
    );
  }

  it('marks the home link active on the home page only', () => {
    renderNav('/');
    expect(isShownActive('Home')).toBe(true);
    expect(isShownActive('Blog')).toBe(false);
  });

  it('marks a section active on the pages under it, unless `end`', () => {
    renderNav('/blog/x');
    expect(isShownActive('Home')).toBe(false);
    expect(isShownActive('Blog')).toBe(true);
    expect(isShownActive('Blog index')).toBe(false);
    expect(isShownActive('Post x')).toBe(true);
  });

  it('marks both blog links on the blog page, in any case and with a trailing slash', () => {
    renderNav('/Blog/');
    expect(isShownActive('Blog')).toBe(true);
    expect(isShownActive('Blog index')).toBe(true);
    expect(isShownActive('Post x')).toBe(false);
  });

  it('needs a whole segment: /blog is not active on /blogger', () => {
    renderNav('/blogger');
    expect(isShownActive('Blog')).toBe(false);
  });

  it("compares the link's path only, not its query or hash", () => {
    renderNav('/pricing');
    expect(isShownActive('Pricing')).toBe(true);
  });

  it('follows the navigation', () => {
    renderNav('/');
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(isShownActive('Blog')).toBe(true);
    expect(isShownActive('Home')).toBe(false);
  });

  it('adds `active` to a class name given, and leaves no class attribute when there is none', () => {
    renderAt(
      '/blog',
      <>
        <NavLink to="/blog" className="tab">
          Blog
        </NavLink>
        <NavLink to="/docs" className="tab">
          Docs
        </NavLink>
        <NavLink to="/pricing">Pricing</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('class', 'tab active');
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('class', 'tab');
    expect(screen.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('class');
  });

  it('asks a class name function, which decides alone', () => {
    renderAt(
      '/blog',
      <>
        <NavLink to="/blog" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Blog
        </NavLink>
        <NavLink to="/docs" className={({ isActive }) => (isActive ? 'on' : undefined)}>
          Docs
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('class', 'on');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Docs' })).not.toHaveAttribute('class');
    expect(screen.getByRole('link', { name: 'Docs' })).not.toHaveAttribute('aria-current');
  });
});

describe('Navigate', () => {
  it('navigates once, replacing the entry, however often it re-renders', () => {
    let rerender!: () => void;
    function Redirect() {
      const [, setCount] = useState(0);
      rerender = () => setCount((count) => count + 1);
      return <Navigate to="/auth" replace state="redirected" />;
    }
    const { router } = renderAt(['/', '/admin'], <Redirect />);
    expect(router.getState()).toMatchObject({
      action: 'REPLACE',
      location: { pathname: '/auth', state: 'redirected' },
    });
    const navigate = vi.spyOn(router, 'navigate');
    act(() => rerender());
    act(() => rerender());
    expect(navigate).not.toHaveBeenCalled();

    // It replaced /admin: Back goes to the entry before it.
    act(() => router.navigate(-1));
    expect(address()).toBe('/');
  });
});
