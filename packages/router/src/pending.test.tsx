import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter } from './browser-router';
import { createRouteMatcher } from './route-match';
import { Outlet, RouterProvider, useNavigationPending } from './RouterProvider';

function PendingFlag() {
  return <output aria-label="pending">{String(useNavigationPending())}</output>;
}

const pending = () => screen.getByLabelText('pending').textContent;

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('useNavigationPending', () => {
  it('is true from the navigation until the new page has rendered, false on the first load', async () => {
    window.history.replaceState(null, '', '/');
    let finishLoading!: () => void;
    const loadRoute = vi.fn(() => new Promise<void>((resolve) => (finishLoading = resolve)));
    const router = createBrowserRouter({
      matchRoute: createRouteMatcher([
        { path: '/', module: 'home' },
        { path: '/slow', module: 'slow' },
      ]),
      loadRoute,
    });
    const pages: Record<string, () => React.ReactNode> = {
      home: () => <p>Home</p>,
      slow: () => <p>Slow page</p>,
    };
    render(
      <RouterProvider router={router} componentOf={(route) => pages[route.module]!}>
        <PendingFlag />
        <Outlet />
      </RouterProvider>,
    );
    expect(pending()).toBe('false');
    act(() => router.navigate('/slow'));
    expect(pending()).toBe('true');
    expect(screen.getByText('Home')).toBeInTheDocument();
    await act(async () => finishLoading());
    await vi.waitFor(() => expect(screen.getByText('Slow page')).toBeInTheDocument());
    expect(pending()).toBe('false');
  });
});
