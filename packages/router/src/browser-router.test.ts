import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter } from './browser-router';
import { createRouteMatcher, type RouteMatch } from './route-match';
import { parsePath, type BlockerFunction, type Router } from './router';
import { savedScrollPosition } from './scroll-positions';

// Every page reads `x` (and `y`); other parameters are dropped from the location (routeQuery).
const matchRoute = createRouteMatcher([
  { path: '/', module: 'home', query: ['x', 'y'] },
  { path: '/a', module: 'a', query: ['x', 'y'] },
  { path: '/b', module: 'b', query: ['x', 'y'] },
  { path: '*', module: 'not-found', query: ['x', 'y'] },
]);

/** The popstate listeners each router adds (it never removes them): taken away after each test. */
const popstateListeners: EventListenerOrEventListenerObject[] = [];

function createRouter(loadRoute: (match: RouteMatch | null) => Promise<void> = () => Promise.resolve()) {
  const addEventListener = vi.spyOn(window, 'addEventListener');
  const router = createBrowserRouter({ matchRoute, loadRoute });
  for (const [type, listener] of addEventListener.mock.calls)
    if (type === 'popstate' && listener) popstateListeners.push(listener);
  addEventListener.mockRestore();
  return router;
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A loadRoute whose loads finish when the test says so, in the order they were asked for. */
function heldLoads() {
  const loads: Deferred[] = [];
  const loadRoute = vi.fn(() => {
    const load = deferred();
    loads.push(load);
    return load.promise;
  });
  return { loadRoute, loads };
}

/**
 * `location.assign`, `replace` and `reload` as spies (jsdom cannot leave the document, and its
 * Location's methods cannot be spied on): the rest of the location is the real one.
 */
function stubLocationMethods() {
  const real = window.location;
  const spies = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  vi.stubGlobal(
    'location',
    // An empty target: a Proxy may not answer differently for the real one's fixed methods.
    new Proxy({} as Location, {
      get(_target, property) {
        if (property in spies) return spies[property as keyof typeof spies];
        const value: unknown = Reflect.get(real, property, real);
        return typeof value === 'function' ? value.bind(real) : value;
      },
    }),
  );
  return spies;
}

/** Waits for an assertion to hold (history traversals are asynchronous; the machine may be busy). */
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5_000, interval: 10 });

/** Lets queued tasks run (jsdom's history traversals take two). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const currentUrl = () => window.location.pathname + window.location.search + window.location.hash;
const shownPath = (router: Router) => router.getState().location.pathname;

async function navigated(router: Router, to: string) {
  router.navigate(to);
  await eventually(() => expect(shownPath(router)).toBe(parsePath(to).pathname));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(async () => {
  await settle(); // a traversal still queued would land in the next test
  popstateListeners.splice(0).forEach((listener) => window.removeEventListener('popstate', listener));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('parsePath', () => {
  it('splits a path into its parts', () => {
    expect(parsePath('/blog?q=x#top')).toEqual({ pathname: '/blog', search: '?q=x', hash: '#top' });
    expect(parsePath('blog')).toEqual({ pathname: '/blog', search: '', hash: '' });
  });

  it('keeps `//host/x` a path on this site, never another host', () => {
    expect(parsePath('//evil.example/x')).toEqual({ pathname: '//evil.example/x', search: '', hash: '' });
    expect(parsePath('//evil.example')).toEqual({ pathname: '//evil.example', search: '', hash: '' });
    // A backslash is a slash in an http address: the same path.
    expect(parsePath('/\\evil.example/x').pathname).toBe('//evil.example/x');
  });
});

describe('createBrowserRouter', () => {
  describe('the first entry', () => {
    it('numbers the entry the document was loaded at: key default, position 0', () => {
      window.history.replaceState(null, '', '/a?x=1#h');
      const router = createRouter();
      expect(window.history.state).toEqual({ usr: null, key: 'default', idx: 0 });
      expect(router.getState()).toMatchObject({
        location: { pathname: '/a', search: '?x=1', hash: '#h', state: null, key: 'default' },
        action: 'POP',
        blocked: null,
      });
      expect(router.getState().match?.chain.at(-1)?.module).toBe('a');
    });

    it('shows the page only the parameters its route reads, normalised, as the server rendered it', async () => {
      window.history.replaceState(null, '', '/a?utm_source=ad&y=2&x=1&x=3&gclid=z');
      const router = createRouter();
      expect(router.getState().location.search).toBe('?x=1&y=2');
      // The address bar keeps what the visitor opened.
      expect(window.location.search).toBe('?utm_source=ad&y=2&x=1&x=3&gclid=z');
      await navigated(router, '/b?fbclid=q&x=');
      expect(router.getState().location.search).toBe('');
    });

    it('keeps the entry of a reloaded page: its state, key and position', async () => {
      window.history.replaceState({ usr: { from: 'x' }, key: 'k1', idx: 5 }, '', '/a');
      const router = createRouter();
      expect(router.getState().location).toMatchObject({ pathname: '/a', state: { from: 'x' }, key: 'k1' });
      await navigated(router, '/b');
      expect(window.history.state).toMatchObject({ idx: 6 });
    });
  });

  describe('navigate', () => {
    it('pushes a new entry with the state and a fresh key', async () => {
      const router = createRouter();
      const length = window.history.length;
      const listener = vi.fn();
      router.subscribe(listener);
      router.navigate('/a?x=1#h', { state: { from: 'test' } });
      await eventually(() => expect(shownPath(router)).toBe('/a'));

      const { location, action } = router.getState();
      expect(action).toBe('PUSH');
      expect(location).toMatchObject({ search: '?x=1', hash: '#h', state: { from: 'test' } });
      expect(location.key).not.toBe('default');
      expect(currentUrl()).toBe('/a?x=1#h');
      expect(window.history.length).toBe(length + 1);
      expect(window.history.state).toEqual({ usr: { from: 'test' }, key: location.key, idx: 1 });
      expect(listener).toHaveBeenCalled();
    });

    it('gives every entry a key of its own', async () => {
      const router = createRouter();
      await navigated(router, '/a');
      const first = router.getState().location.key;
      await navigated(router, '/b');
      expect(router.getState().location.key).not.toBe(first);
    });

    it('replaces the entry when asked', async () => {
      const router = createRouter();
      await navigated(router, '/a');
      const length = window.history.length;
      router.navigate('/b', { replace: true });
      await eventually(() => expect(shownPath(router)).toBe('/b'));
      expect(router.getState().action).toBe('REPLACE');
      expect(currentUrl()).toBe('/b');
      expect(window.history.length).toBe(length);
      expect(window.history.state).toMatchObject({ idx: 1 });
    });

    it('replaces rather than stacks a copy when going to the current address', async () => {
      const router = createRouter();
      await navigated(router, '/a?x=1');
      const length = window.history.length;
      router.navigate('/a?x=1', { state: 'again' });
      await eventually(() => expect(router.getState().location.state).toBe('again'));
      expect(router.getState().action).toBe('REPLACE');
      expect(window.history.length).toBe(length);

      router.navigate('/a?x=2');
      await eventually(() => expect(router.getState().location.search).toBe('?x=2'));
      expect(router.getState().action).toBe('PUSH');
      expect(window.history.length).toBe(length + 1);
    });

    it('goes through the history with a number', async () => {
      const router = createRouter();
      await navigated(router, '/a');
      router.navigate(-1);
      await eventually(() => expect(shownPath(router)).toBe('/'));
      expect(router.getState().action).toBe('POP');
    });

    it('keeps the old location (state and address) until the new route has loaded', async () => {
      const { loadRoute, loads } = heldLoads();
      const router = createRouter(loadRoute);
      router.navigate('/a');
      await settle();
      expect(loadRoute).toHaveBeenCalledWith(matchRoute('/a'));
      expect(shownPath(router)).toBe('/');
      expect(currentUrl()).toBe('/');

      loads[0]!.resolve();
      await eventually(() => expect(shownPath(router)).toBe('/a'));
      expect(currentUrl()).toBe('/a');
      expect(router.getState().match?.chain.at(-1)?.module).toBe('a');
    });

    it('lets a later navigation win over an earlier one still loading', async () => {
      const { loadRoute, loads } = heldLoads();
      const router = createRouter(loadRoute);
      const length = window.history.length;
      router.navigate('/a');
      router.navigate('/b');
      loads[1]!.resolve();
      await eventually(() => expect(shownPath(router)).toBe('/b'));
      loads[0]!.resolve();
      await settle();
      expect(shownPath(router)).toBe('/b');
      expect(currentUrl()).toBe('/b');
      expect(window.history.length).toBe(length + 1);
    });

    it('lets the browser load the page when its code cannot be fetched', async () => {
      const { assign } = stubLocationMethods();
      const router = createRouter(() => Promise.reject(new Error('offline')));
      router.navigate('/a?x=1');
      await eventually(() => expect(assign).toHaveBeenCalledTimes(1));
      const target = new URL(String(assign.mock.calls[0]![0]), window.location.href);
      expect(target.origin).toBe(window.location.origin);
      expect(target.pathname + target.search).toBe('/a?x=1');
      expect(shownPath(router)).toBe('/');
    });

    it('stays, and tells the caller, when its code cannot be fetched and the caller asked to be told', async () => {
      const { assign, reload } = stubLocationMethods();
      const router = createRouter(() => Promise.reject(new Error('offline')));
      const onCodeMissing = vi.fn();
      router.navigate('/a', { onCodeMissing });
      await eventually(() => expect(onCodeMissing).toHaveBeenCalledTimes(1));
      expect(router.isPending()).toBe(false);
      expect(shownPath(router)).toBe('/');
      expect(currentUrl()).toBe('/');
      expect(assign).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    });

    it('does not leave for an earlier navigation that failed after a later one took over', async () => {
      const { assign } = stubLocationMethods();
      const { loadRoute, loads } = heldLoads();
      const router = createRouter(loadRoute);
      router.navigate('/a');
      router.navigate('/b');
      loads[1]!.resolve();
      await eventually(() => expect(shownPath(router)).toBe('/b'));
      loads[0]!.reject(new Error('chunk gone'));
      await settle();
      expect(assign).not.toHaveBeenCalled();
      expect(currentUrl()).toBe('/b');
    });

    it('navigates the plain way when the browser refuses to write its history', async () => {
      const { assign } = stubLocationMethods();
      const router = createRouter();
      vi.spyOn(window.history, 'pushState').mockImplementation(() => {
        throw new DOMException('Too many calls', 'SecurityError');
      });
      router.navigate('/a');
      await eventually(() => expect(assign).toHaveBeenCalledTimes(1));
      expect(new URL(String(assign.mock.calls[0]![0]), window.location.href).href).toBe(
        `${window.location.origin}/a`,
      );
    });

    it.each(['//evil.example/x', '/\\evil.example/x'])('keeps %s a path on this site', async (to) => {
      const { assign, replace } = stubLocationMethods();
      const origin = window.location.origin;
      const router = createRouter();
      router.navigate(to);
      await eventually(() => expect(shownPath(router)).toBe('//evil.example/x'));
      expect(window.location.origin).toBe(origin);
      expect(window.location.pathname).toBe('//evil.example/x');
      expect(assign).not.toHaveBeenCalled();
      expect(replace).not.toHaveBeenCalled();
      expect(router.getState().match?.chain.at(-1)?.module).toBe('not-found');
    });

    it('keeps a path starting with `//` on this site when its code cannot be fetched either', async () => {
      const { assign } = stubLocationMethods();
      const router = createRouter(() => Promise.reject(new Error('offline')));
      router.navigate('//evil.example/x');
      await eventually(() => expect(assign).toHaveBeenCalledTimes(1));
      const target = new URL(String(assign.mock.calls[0]![0]), window.location.href);
      expect(target.origin).toBe(window.location.origin);
      expect(target.pathname).toBe('//evil.example/x');
    });
  });

  describe('Back and Forward', () => {
    it('shows the entry popped to as a POP, with its key and state', async () => {
      const router = createRouter();
      router.navigate('/a', { state: { n: 1 } });
      await eventually(() => expect(shownPath(router)).toBe('/a'));
      const keyOfA = router.getState().location.key;

      window.history.back();
      await eventually(() => expect(shownPath(router)).toBe('/'));
      expect(router.getState()).toMatchObject({ action: 'POP', location: { key: 'default', state: null } });

      window.history.forward();
      await eventually(() => expect(shownPath(router)).toBe('/a'));
      expect(router.getState()).toMatchObject({ action: 'POP', location: { key: keyOfA, state: { n: 1 } } });
    });

    it('numbers a navigation after Back from the entry popped to', async () => {
      const router = createRouter();
      await navigated(router, '/a');
      await navigated(router, '/b');
      window.history.back();
      await eventually(() => expect(shownPath(router)).toBe('/a'));
      const length = window.history.length;
      await navigated(router, '/b?again');
      expect(window.history.state).toMatchObject({ idx: 2 });
      expect(window.history.length).toBe(length); // the old forward entry was dropped
    });

    it('waits for the popped-to route to load, and reloads when it cannot', async () => {
      const { reload } = stubLocationMethods();
      const { loadRoute, loads } = heldLoads();
      const router = createRouter(loadRoute);
      router.navigate('/a');
      loads[0]!.resolve();
      await eventually(() => expect(shownPath(router)).toBe('/a'));

      window.history.back();
      await eventually(() => expect(loadRoute).toHaveBeenCalledTimes(2));
      expect(shownPath(router)).toBe('/a');
      loads[1]!.reject(new Error('offline'));
      await eventually(() => expect(reload).toHaveBeenCalledTimes(1));
    });

    it('numbers an entry the browser made itself (a plain #anchor link)', async () => {
      const router = createRouter();
      await navigated(router, '/a');
      const keyOfA = router.getState().location.key;

      window.location.hash = '#section'; // the browser's own entry, with no state
      await eventually(() => expect(router.getState().location.hash).toBe('#section'));
      expect(window.history.state).toEqual({ usr: null, key: 'default', idx: 2 });
      expect(router.getState()).toMatchObject({
        action: 'POP',
        location: { pathname: '/a', key: 'default' },
      });

      await navigated(router, '/b');
      expect(window.history.state).toMatchObject({ idx: 3 });

      window.history.go(-2);
      await eventually(() => expect(router.getState().location.key).toBe(keyOfA));
      expect(currentUrl()).toBe('/a');
    });
  });

  describe('blockers', () => {
    it('holds a navigation until the visitor proceeds', async () => {
      const router = createRouter();
      const blocker = vi.fn<BlockerFunction>(() => true);
      router.block(blocker);
      router.navigate('/a', { state: 'next' });

      expect(blocker).toHaveBeenCalledWith({
        currentLocation: expect.objectContaining({ pathname: '/' }),
        nextLocation: expect.objectContaining({ pathname: '/a', state: 'next' }),
        historyAction: 'PUSH',
      });
      expect(router.getState().blocked?.location).toMatchObject({ pathname: '/a', state: 'next' });
      await settle();
      expect(shownPath(router)).toBe('/');
      expect(currentUrl()).toBe('/');

      router.getState().blocked!.proceed();
      await eventually(() => expect(shownPath(router)).toBe('/a'));
      expect(currentUrl()).toBe('/a');
      expect(router.getState().blocked).toBeNull();
      expect(router.getState().location.state).toBe('next');
    });

    it('stays when the visitor resets', async () => {
      const { loadRoute } = heldLoads();
      const router = createRouter(loadRoute);
      router.block(() => true);
      router.navigate('/a');
      router.getState().blocked!.reset();
      await settle();
      expect(router.getState().blocked).toBeNull();
      expect(shownPath(router)).toBe('/');
      expect(currentUrl()).toBe('/');
      expect(loadRoute).not.toHaveBeenCalled();
    });

    it('tells the blocker a replacement is one, and lets navigations through once removed', async () => {
      const router = createRouter();
      const blocker = vi.fn<BlockerFunction>(() => true);
      const unblock = router.block(blocker);
      router.navigate('/a', { replace: true });
      expect(blocker).toHaveBeenLastCalledWith(expect.objectContaining({ historyAction: 'REPLACE' }));
      router.getState().blocked!.reset();

      unblock();
      await navigated(router, '/a');
      expect(router.getState().blocked).toBeNull();
    });

    it('lets through what the blocker does not name', async () => {
      const router = createRouter();
      router.block(({ nextLocation }) => nextLocation.pathname === '/b');
      await navigated(router, '/a');
      router.navigate('/b');
      expect(router.getState().blocked?.location.pathname).toBe('/b');
    });

    it('undoes a blocked Back at once, and goes back when the visitor proceeds', async () => {
      const router = createRouter();
      await navigated(router, '/a');
      const entryOfA: unknown = window.history.state;
      const blocker = vi.fn<BlockerFunction>(() => true);
      router.block(blocker);

      window.history.back();
      await eventually(() => expect(router.getState().blocked).not.toBeNull());
      expect(blocker).toHaveBeenCalledWith(
        expect.objectContaining({
          currentLocation: expect.objectContaining({ pathname: '/a' }),
          nextLocation: expect.objectContaining({ pathname: '/', key: 'default' }),
          historyAction: 'POP',
        }),
      );
      // The browser had moved; the router takes it back to where the visitor is.
      await eventually(() => expect(currentUrl()).toBe('/a'));
      await settle();
      expect(window.history.state).toEqual(entryOfA);
      expect(shownPath(router)).toBe('/a');
      expect(router.getState().blocked?.location.pathname).toBe('/'); // the undo was no navigation

      router.getState().blocked!.proceed();
      await eventually(() => expect(shownPath(router)).toBe('/'));
      expect(currentUrl()).toBe('/');
      expect(router.getState()).toMatchObject({ action: 'POP', blocked: null });

      // The confirmation was for that pop only: Forward asks again.
      window.history.forward();
      await eventually(() => expect(router.getState().blocked?.location.pathname).toBe('/a'));
      await eventually(() => expect(currentUrl()).toBe('/'));
    });

    it('stays on a blocked Back the visitor resets, and blocks the next Back too', async () => {
      const router = createRouter();
      await navigated(router, '/a');
      router.block(() => true);

      window.history.back();
      await eventually(() => expect(router.getState().blocked).not.toBeNull());
      await eventually(() => expect(currentUrl()).toBe('/a'));
      await settle();
      router.getState().blocked!.reset();
      expect(router.getState().blocked).toBeNull();
      await settle();
      expect(currentUrl()).toBe('/a');
      expect(shownPath(router)).toBe('/a');

      window.history.back();
      await eventually(() => expect(router.getState().blocked).not.toBeNull());
      await eventually(() => expect(currentUrl()).toBe('/a'));
    });

    it('undoes a blocked jump of several entries, and makes the whole jump on proceed', async () => {
      const router = createRouter();
      await navigated(router, '/a');
      await navigated(router, '/b');
      router.block(() => true);

      window.history.go(-2);
      await eventually(() => expect(router.getState().blocked?.location.pathname).toBe('/'));
      await eventually(() => expect(currentUrl()).toBe('/b'));
      await settle();
      expect(window.history.state).toMatchObject({ idx: 2 });

      router.getState().blocked!.proceed();
      await eventually(() => expect(shownPath(router)).toBe('/'));
      expect(currentUrl()).toBe('/');
      expect(window.history.state).toMatchObject({ idx: 0 });
    });
  });

  describe('scroll positions', () => {
    it('remembers where the visitor was on the entry being left, by its key', async () => {
      const scrollY = vi.spyOn(window, 'scrollY', 'get');
      const router = createRouter();
      scrollY.mockReturnValue(345);
      await navigated(router, '/a');
      expect(savedScrollPosition('default')).toBe(345);

      const keyOfA = router.getState().location.key;
      scrollY.mockReturnValue(678);
      await navigated(router, '/b');
      expect(savedScrollPosition(keyOfA)).toBe(678);
      expect(savedScrollPosition('default')).toBe(345);

      const keyOfB = router.getState().location.key;
      scrollY.mockReturnValue(90);
      window.history.back();
      await eventually(() => expect(shownPath(router)).toBe('/a'));
      expect(savedScrollPosition(keyOfB)).toBe(90);
    });
  });
});

describe('pending state (useNavigationPending)', () => {
  /** The pending flag's changes, as a listener sees them. */
  function watchPending(router: Router) {
    const seen: boolean[] = [];
    router.subscribePending(() => seen.push(router.isPending()));
    return seen;
  }

  it('is pending while the route loads, from the click to the new location', async () => {
    const { loadRoute, loads } = heldLoads();
    const router = createRouter(loadRoute);
    const seen = watchPending(router);
    expect(router.isPending()).toBe(false); // the first load is the browser's
    router.navigate('/a');
    expect(router.isPending()).toBe(true);
    expect(shownPath(router)).toBe('/');
    loads[0]!.resolve();
    await eventually(() => expect(shownPath(router)).toBe('/a'));
    expect(router.isPending()).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('stays pending until the latest of two navigations is shown', async () => {
    const { loadRoute, loads } = heldLoads();
    const router = createRouter(loadRoute);
    router.navigate('/a');
    router.navigate('/b');
    loads[0]!.resolve();
    await settle();
    expect(router.isPending()).toBe(true);
    loads[1]!.resolve();
    await eventually(() => expect(shownPath(router)).toBe('/b'));
    expect(router.isPending()).toBe(false);
  });

  it('is pending for Back while the popped-to route loads', async () => {
    const { loadRoute, loads } = heldLoads();
    const router = createRouter(loadRoute);
    router.navigate('/a');
    loads[0]!.resolve();
    await eventually(() => expect(shownPath(router)).toBe('/a'));
    window.history.back();
    await eventually(() => expect(loadRoute).toHaveBeenCalledTimes(2));
    expect(router.isPending()).toBe(true);
    loads[1]!.resolve();
    await eventually(() => expect(shownPath(router)).toBe('/'));
    expect(router.isPending()).toBe(false);
  });

  it('is not pending for a navigation a blocker holds back', () => {
    const { loadRoute } = heldLoads();
    const router = createRouter(loadRoute);
    router.block(() => true);
    router.navigate('/a');
    expect(router.getState().blocked).not.toBeNull();
    expect(router.isPending()).toBe(false);
    expect(loadRoute).not.toHaveBeenCalled();
  });
});
