import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBlocker, useLocation, useNavigate, useParams, useSearchParams, type Blocker } from './hooks';
import { Outlet, useRouter } from './RouterProvider';
import { renderAt, renderRoutes } from './test/test-utils';

const address = () => screen.getByLabelText('address').textContent;

describe('useLocation and useParams', () => {
  function Post() {
    const { slug } = useParams();
    const { pathname, search } = useLocation();
    return (
      <p>
        {slug} at {pathname + search}
      </p>
    );
  }

  function renderTable(at: string) {
    const routes = [
      {
        element: (
          <main>
            <Outlet />
          </main>
        ),
        children: [{ path: '/blog/:slug', Component: Post }],
      },
      { path: '*', element: <p>Not found</p> },
    ];
    return renderRoutes(routes, at).router;
  }

  it("gives the page its route's parameters, decoded, inside its layout", () => {
    renderTable('/blog/caf%C3%A9?x=1');
    expect(screen.getByRole('main')).toHaveTextContent('café at /blog/caf%C3%A9?x=1');
  });

  it('follows the navigation to another route', () => {
    const router = renderTable('/blog/one');
    act(() => router.navigate('/nowhere'));
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('refuses to run without a RouterProvider above', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports it too
    function Lost() {
      useRouter();
      return null;
    }
    expect(() => render(<Lost />)).toThrow(/no RouterProvider/);
    consoleError.mockRestore();
  });
});

describe('useNavigate', () => {
  it('keeps one function across renders (effects may depend on it)', () => {
    const seen = new Set<unknown>();
    function Page() {
      const navigate = useNavigate();
      seen.add(navigate);
      return <button onClick={() => navigate('/next', { state: 1 })}>Go</button>;
    }
    const { router } = renderAt('/', <Page />);
    act(() => screen.getByRole('button').click());
    expect(address()).toBe('/next');
    expect(router.getState().location.state).toBe(1);
    expect(seen.size).toBe(1);
  });
});

describe('useSearchParams', () => {
  let setParams!: ReturnType<typeof useSearchParams>[1];
  function Query() {
    const [params, set] = useSearchParams();
    setParams = set;
    return <output aria-label="query">{params.toString()}</output>;
  }

  it('reads the query', () => {
    renderAt('/docs?topic=api&tab=two', <Query />);
    expect(screen.getByLabelText('query')).toHaveTextContent('topic=api&tab=two');
  });

  it('gives an updater the latest query, even one set a moment ago', () => {
    renderAt('/docs?a=1', <Query />);
    act(() => {
      setParams((current) => {
        current.set('b', '2');
        return current;
      });
      setParams((current) => {
        current.set('c', '3');
        return current;
      });
    });
    expect(address()).toBe('/docs?a=1&b=2&c=3');
  });

  it('keeps the path and drops the hash', () => {
    renderAt('/docs/guide?a=1#install', <Query />);
    act(() => setParams({ b: '2' }));
    expect(address()).toBe('/docs/guide?b=2');
    act(() => setParams(new URLSearchParams('c=3')));
    expect(address()).toBe('/docs/guide?c=3');
  });

  it('leaves no `?` for an empty query', () => {
    renderAt('/docs?a=1', <Query />);
    act(() => setParams(''));
    expect(address()).toBe('/docs');
  });

  it('passes replace, state and preventScrollReset to the navigation', () => {
    const { router } = renderAt('/docs', <Query />);
    act(() => setParams('tab=two', { replace: true, state: 'kept', preventScrollReset: true }));
    expect(router.getState()).toMatchObject({
      action: 'REPLACE',
      preventScrollReset: true,
      location: { pathname: '/docs', search: '?tab=two', state: 'kept' },
    });
    act(() => setParams('tab=three'));
    expect(router.getState()).toMatchObject({ action: 'PUSH', preventScrollReset: false });
  });

  it('keeps one setter across renders', () => {
    const setters = new Set<unknown>();
    function Tabs() {
      const [, set] = useSearchParams();
      setters.add(set);
      return null;
    }
    const { router } = renderAt('/docs', <Tabs />);
    act(() => router.navigate('/docs?tab=two'));
    act(() => router.navigate('/docs?tab=three'));
    expect(setters.size).toBe(1);
  });
});

describe('useBlocker', () => {
  /** An editor with unsaved changes (it blocks every navigation), and an effect on its blocker. */
  function renderEditor() {
    const blockers: Blocker[] = [];
    const effectRuns: Blocker['state'][] = [];
    let rerender!: () => void;
    function Editor() {
      const [, setCount] = useState(0);
      rerender = () => setCount((count) => count + 1);
      const blocker = useBlocker(() => true);
      blockers.push(blocker);
      useEffect(() => {
        effectRuns.push(blocker.state);
      }, [blocker]);
      return null;
    }
    const view = renderAt(['/', '/edit'], <Editor />);
    return { ...view, blockers, effectRuns, rerender: () => act(() => rerender()) };
  }

  const last = <T,>(list: T[]) => list[list.length - 1]!;

  it('returns the same object across re-renders while nothing is blocked', () => {
    const { blockers, effectRuns, rerender } = renderEditor();
    rerender();
    rerender();
    expect(blockers.length).toBeGreaterThanOrEqual(3);
    expect(new Set(blockers).size).toBe(1);
    expect(blockers[0]).toMatchObject({ state: 'unblocked', location: undefined });
    expect(effectRuns).toEqual(['unblocked']);
  });

  it('returns the same object across re-renders while a navigation is blocked', () => {
    const { router, blockers, effectRuns, rerender } = renderEditor();
    act(() => router.navigate('/elsewhere'));
    const blocked = last(blockers);
    expect(blocked).toMatchObject({ state: 'blocked', location: { pathname: '/elsewhere' } });
    rerender();
    rerender();
    expect(last(blockers)).toBe(blocked);
    expect(effectRuns).toEqual(['unblocked', 'blocked']);
    expect(address()).toBe('/edit');
  });

  it('goes on with proceed() and stays with reset()', () => {
    const { router, blockers } = renderEditor();
    act(() => router.navigate('/elsewhere'));
    act(() => last(blockers).reset!());
    expect(last(blockers).state).toBe('unblocked');
    expect(address()).toBe('/edit');

    act(() => router.navigate(-1));
    expect(last(blockers)).toMatchObject({ state: 'blocked', location: { pathname: '/' } });
    act(() => last(blockers).proceed!());
    expect(last(blockers).state).toBe('unblocked');
    expect(address()).toBe('/');
  });

  it('asks the latest function it was given, without being added again', () => {
    const blockers: Blocker[] = [];
    function Form({ dirty }: { dirty: boolean }) {
      blockers.push(useBlocker(() => dirty));
      return null;
    }
    const { router, rerender } = renderAt('/form', <Form dirty={false} />);
    const block = vi.spyOn(router, 'block');
    act(() => router.navigate('/form?step=2'));
    expect(last(blockers).state).toBe('unblocked');

    rerender(<Form dirty />);
    act(() => router.navigate('/elsewhere'));
    expect(last(blockers)).toMatchObject({ state: 'blocked', location: { pathname: '/elsewhere' } });
    expect(address()).toBe('/form?step=2');
    expect(block).not.toHaveBeenCalled();
  });

  it('stops blocking once unmounted', () => {
    const { router, unmount } = renderEditor();
    unmount();
    router.navigate('/elsewhere');
    expect(router.getState()).toMatchObject({ blocked: null, location: { pathname: '/elsewhere' } });
  });
});
