import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPageReloader,
  MISSING_CODE_EVENT,
  RELOAD_WINDOW_MS,
  RELOADED_AT_KEY,
  type PageReloaderDeps,
} from './missing-code';

/** A tab's sessionStorage as a map, a settable clock, and spies for leaving the page. */
function tab(stored: Record<string, string> = {}) {
  const values = new Map(Object.entries(stored));
  let now = 1_700_000_000_000;
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  const deps = {
    storage: vi.fn<PageReloaderDeps['storage']>(() => storage),
    now: () => now,
    reload: vi.fn(),
    assign: vi.fn(),
  };
  return {
    deps,
    values,
    later: (ms: number) => (now += ms),
    // Each page load is a fresh document: a fresh reloader over the same tab's storage.
    load: () => createPageReloader(deps),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('reloadOnce', () => {
  it('reloads the first time and remembers when, in the tab', () => {
    const { deps, values, load } = tab();
    expect(load().reloadOnce()).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(values.get(RELOADED_AT_KEY)).toBe('1700000000000');
  });

  it('does not reload again within the window after a reload (no loop), and again once it has passed', () => {
    const { deps, load, later } = tab();
    load().reloadOnce();
    later(RELOAD_WINDOW_MS - 1);
    expect(load().reloadOnce()).toBe(false);
    later(1);
    expect(load().reloadOnce()).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('reloads one document at most once, however many chunks fail', () => {
    const { deps, load, values } = tab();
    const page = load();
    values.clear(); // even were the record lost
    expect([page.reloadOnce(), page.reloadOnce(), page.reloadOnce()]).toEqual([true, false, false]);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the guard when the clock was set back', () => {
    const { deps, load, later } = tab();
    load().reloadOnce();
    later(-5_000);
    expect(load().reloadOnce()).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['empty', ''],
    ['not a number', 'yesterday'],
    ['zero', '0'],
    ['negative', '-5'],
  ])('takes a stored value that is %s for no reload yet', (_what, value) => {
    const { deps, load } = tab({ [RELOADED_AT_KEY]: value });
    expect(load().reloadOnce()).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads where the tab cannot remember it (no storage, or storage refusing)', () => {
    const none = tab();
    none.deps.storage.mockReturnValue(null);
    expect(none.load().reloadOnce()).toBe(false);

    const refusing = tab();
    refusing.deps.storage.mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(refusing.load().reloadOnce()).toBe(false);

    const full = tab();
    full.deps.storage.mockReturnValue({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    });
    expect(full.load().reloadOnce()).toBe(false);
    expect([none, refusing, full].every(({ deps }) => deps.reload.mock.calls.length === 0)).toBe(true);
  });

  it('does nothing once the page is leaving for an address the visitor asked for', () => {
    const { deps, load } = tab();
    const page = load();
    page.leave('http://site.test/pricing');
    expect(page.reloadOnce()).toBe(false);
    expect(deps.assign).toHaveBeenCalledWith('http://site.test/pricing');
    expect(deps.reload).not.toHaveBeenCalled();
  });
});

describe('hold', () => {
  it('drops the reloads asked while held, and reloads again once every hold is released', () => {
    const { deps, load } = tab();
    const page = load();
    const releaseFirst = page.hold();
    const releaseSecond = page.hold();
    expect(page.reloadOnce()).toBe(false);
    releaseFirst();
    releaseFirst(); // a second call releases nothing more
    expect(page.reloadOnce()).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    releaseSecond();
    expect(page.reloadOnce()).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('lets the holder leave for the address it chose', () => {
    vi.useFakeTimers();
    const { deps, load } = tab();
    const target = new EventTarget();
    const page = load();
    page.reloadWhenCodeIsMissing(target as unknown as Window);
    const release = page.hold();
    target.dispatchEvent(new Event(MISSING_CODE_EVENT));
    vi.runAllTimers();
    expect(deps.reload).not.toHaveBeenCalled();
    page.leave('http://site.test/');
    release();
    vi.runAllTimers();
    expect(deps.assign).toHaveBeenCalledWith('http://site.test/');
    expect(deps.reload).not.toHaveBeenCalled();
  });
});

describe('reloadWhenCodeIsMissing', () => {
  it("reloads once when Vite reports a chunk that failed to load, after the failing code's own handling", () => {
    vi.useFakeTimers();
    const { deps, load } = tab();
    const target = new EventTarget();
    load().reloadWhenCodeIsMissing(target as unknown as Window);

    target.dispatchEvent(new Event(MISSING_CODE_EVENT));
    target.dispatchEvent(new Event(MISSING_CODE_EVENT));
    expect(deps.reload).not.toHaveBeenCalled();
    vi.runAllTimers();

    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a navigation the router started in the same task alone', () => {
    vi.useFakeTimers();
    const { deps, load } = tab();
    const target = new EventTarget();
    const page = load();
    page.reloadWhenCodeIsMissing(target as unknown as Window);

    target.dispatchEvent(new Event(MISSING_CODE_EVENT));
    page.leave('http://site.test/blog');
    vi.runAllTimers();

    expect(deps.assign).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('ignores other events', () => {
    vi.useFakeTimers();
    const { deps, load } = tab();
    const target = new EventTarget();
    load().reloadWhenCodeIsMissing(target as unknown as Window);
    target.dispatchEvent(new Event('error'));
    vi.runAllTimers();
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
