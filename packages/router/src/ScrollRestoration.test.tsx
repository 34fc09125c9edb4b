import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The remembered positions live in a module of their own: each test loads the router's modules
// afresh, as a newly loaded document would, so that no test sees another's positions.
let ScrollRestoration: typeof import('./ScrollRestoration').ScrollRestoration;
let renderAt: typeof import('./test/test-utils').renderAt;
let positions: typeof import('./scroll-positions');

let scrollTo: ReturnType<typeof vi.fn>;

/** The modules as a newly loaded document has them. */
async function loadModules() {
  vi.resetModules();
  ({ ScrollRestoration } = await import('./ScrollRestoration'));
  ({ renderAt } = await import('./test/test-utils')); // with the router's modules, afresh
  positions = await import('./scroll-positions');
}

beforeEach(async () => {
  await loadModules();
  window.sessionStorage.clear();
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo); // jsdom does not scroll
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page at the last of `entries`, with its ScrollRestoration. */
function renderPage(entries: string[]) {
  return renderAt(entries, <ScrollRestoration />);
}

describe('ScrollRestoration', () => {
  it('leaves the first location where the browser placed it', () => {
    positions.rememberScrollPosition('default', 300);
    renderPage(['/']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('takes scroll restoration over from the browser while mounted', () => {
    const { unmount } = renderPage(['/']);
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });

  it('starts a new page at the top', () => {
    const { router } = renderPage(['/']);
    act(() => router.navigate('/blog'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('starts a replacing page at the top too', () => {
    const { router } = renderPage(['/']);
    act(() => router.navigate('/blog', { replace: true }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('keeps the position when the navigation asks to (a filter, a tab)', () => {
    const { router } = renderPage(['/blog']);
    act(() => router.navigate('/blog?tag=news', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a #section to the layout, which brings it into view', () => {
    const { router } = renderPage(['/']);
    act(() => router.navigate('/docs#install'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to the remembered position on Back and Forward', () => {
    const { router } = renderPage(['/', '/blog']);
    positions.rememberScrollPosition('default', 420);
    act(() => router.navigate(-1));
    expect(router.getState().location.key).toBe('default');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 420);

    positions.rememberScrollPosition('default', 0);
    act(() => router.navigate('/pricing'));
    act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('does not scroll on Back to an entry with no remembered position', () => {
    const { router } = renderPage(['/', '/blog']);
    act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('uses the positions saved before a reload', async () => {
    positions.rememberScrollPosition('default', 640);
    positions.saveScrollPositions(window.sessionStorage);
    await loadModules(); // the reload
    expect(positions.savedScrollPosition('default')).toBeUndefined();

    const { router } = renderPage(['/', '/blog']);
    act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 640);
  });

  it('saves the positions when the page is hidden', async () => {
    renderPage(['/']);
    positions.rememberScrollPosition('entry-1', 77);
    window.dispatchEvent(new Event('pagehide'));

    await loadModules();
    positions.loadScrollPositions(window.sessionStorage);
    expect(positions.savedScrollPosition('entry-1')).toBe(77);
  });

  it('on leaving the page, remembers where the visitor was and gives the browser its restoring back', async () => {
    renderPage(['/']);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(420);
    window.dispatchEvent(new Event('pagehide'));
    // A reload, or a return from another site, is placed by the browser, which keeps this mode
    // with the entry.
    expect(window.history.scrollRestoration).toBe('auto');
    await loadModules();
    positions.loadScrollPositions(window.sessionStorage);
    expect(positions.savedScrollPosition('default')).toBe(420);

    // Back from the back/forward cache: the router takes over again.
    window.dispatchEvent(new Event('pageshow'));
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
