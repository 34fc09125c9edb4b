import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './links';
import { NavigationAnnouncer } from './NavigationAnnouncer';
import { Outlet } from './RouterProvider';
import { renderRoutes } from './test/test-utils';

/** A page that sets the document's title in an effect, as the site's PageMeta does. */
function Page({ title, heading }: { title: string; heading?: string }) {
  useEffect(() => {
    document.title = `${title} | Test`;
  }, [title]);
  return (
    <>
      {heading !== undefined && <h1>{heading}</h1>}
      <Link to="/">Home</Link> <Link to="/about">About</Link> <Link to="/about#team">Team</Link>{' '}
      <Link to="/about?tab=b">Tab B</Link> <Link to="/bare">Bare</Link>
    </>
  );
}

function renderSite(at = '/') {
  const routes = [
    { path: '/', element: <Page title="Home" heading="Welcome" /> },
    { path: '/about', element: <Page title="About" heading="About us" /> },
    { path: '/bare', element: <Page title="Bare" /> },
  ];
  const site = (
    <>
      <main>
        <Outlet />
      </main>
      <NavigationAnnouncer />
    </>
  );
  return renderRoutes(routes, at, site).router;
}

const status = () => screen.getByRole('status');

afterEach(() => {
  document.title = '';
  vi.restoreAllMocks();
});

describe('NavigationAnnouncer', () => {
  it('does nothing on the first load: focus and the live region are the browser’s', async () => {
    renderSite('/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.body).toHaveFocus();
    expect(status()).toHaveTextContent('');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { name: 'Welcome' })).not.toHaveAttribute('tabindex');
  });

  it('moves focus to the new page’s h1, without scrolling, and announces its title', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    renderSite('/');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    const heading = screen.getByRole('heading', { name: 'About us' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    await vi.waitFor(() => expect(status()).toHaveTextContent('About | Test'));
  });

  it('announces the same title again when the visitor comes back to it', async () => {
    renderSite('/');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await vi.waitFor(() => expect(status()).toHaveTextContent('About | Test'));
    const first = status().firstChild;
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Home | Test'));
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await vi.waitFor(() => expect(status()).toHaveTextContent('About | Test'));
    expect(status().firstChild).not.toBe(first); // a new node: screen readers speak it again
  });

  it.each(['Team', 'Tab B'])(
    'leaves focus and says nothing for a change of hash or query only (%s)',
    async (name) => {
      renderSite('/about');
      const link = screen.getByRole('link', { name });
      await userEvent.click(link);
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(link).toHaveFocus();
      expect(status()).toHaveTextContent('');
    },
  );

  it('still announces a page without an h1', async () => {
    renderSite('/');
    await userEvent.click(screen.getByRole('link', { name: 'Bare' }));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Bare | Test'));
  });
});
