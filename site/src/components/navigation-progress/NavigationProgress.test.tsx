import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress, PROGRESS_DELAY_MS } from './NavigationProgress';

// The router's pending flag, as the test sets it (the router's own tests cover when it is set).
const router = vi.hoisted(() => ({ pending: false }));
vi.mock('@parley/router', () => ({ useNavigationPending: () => router.pending }));

const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' });

beforeEach(() => {
  vi.useFakeTimers();
  router.pending = false;
});
afterEach(() => vi.useRealTimers());

describe('NavigationProgress', () => {
  it('shows nothing while no navigation is pending', () => {
    render(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(bar()).toBeNull();
  });

  it('shows the bar once a navigation has been pending for the delay, and removes it when the page renders', () => {
    const view = render(<NavigationProgress />);
    router.pending = true;
    view.rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBeInTheDocument();
    router.pending = false;
    view.rerender(<NavigationProgress />);
    expect(bar()).toBeNull();
  });

  it('never flashes for a navigation quicker than the delay, nor shows late after it', () => {
    const view = render(<NavigationProgress />);
    router.pending = true;
    view.rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS / 2));
    router.pending = false;
    view.rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(bar()).toBeNull();
  });

  it('starts the delay afresh for the next navigation', () => {
    const view = render(<NavigationProgress />);
    router.pending = true;
    view.rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS));
    router.pending = false;
    view.rerender(<NavigationProgress />);
    router.pending = true;
    view.rerender(<NavigationProgress />);
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS));
    expect(bar()).toBeInTheDocument();
  });
});
