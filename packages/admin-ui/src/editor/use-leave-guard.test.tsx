import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdminProvider, type AdminHost } from '../host/AdminHost';
import type { AdminBlocker, AdminNavigation } from '../host/navigation';
import { useLeaveGuard } from './use-leave-guard';

/**
 * A shell whose router holds a navigation away from the editor, and whose `proceed()` leaves the
 * editor on screen (the next page's code still loading, or missing: the shell then leaves the
 * document the plain way).
 */
function hostHoldingANavigation(confirm: AdminHost['confirm']) {
  const proceed = vi.fn();
  const blocker: AdminBlocker = { state: 'blocked', proceed, reset: vi.fn() };
  const navigation = { useBlocker: () => blocker } as unknown as AdminNavigation;
  const host = { navigation, confirm, notify: vi.fn() } as unknown as AdminHost;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminProvider value={host}>{children}</AdminProvider>
  );
  return { wrapper, proceed };
}

/** Whether the browser would ask "Leave site?" on closing or leaving the document now. */
function browserWouldAsk(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveGuard and the browser\'s own "Leave site?"', () => {
  it('asks while there are unsaved changes and the admin has not chosen to leave', async () => {
    const confirm = vi.fn(async () => false);
    const { wrapper } = hostHoldingANavigation(confirm);
    const { unmount } = renderHook(() => useLeaveGuard(true), { wrapper });
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(browserWouldAsk()).toBe(true);
    unmount();
    expect(browserWouldAsk()).toBe(false);
  });

  it('does not ask again once the admin chose to leave, while the next page is still on its way', async () => {
    const confirm = vi.fn(async () => true);
    const { wrapper, proceed } = hostHoldingANavigation(confirm);
    const { unmount } = renderHook(() => useLeaveGuard(true), { wrapper });
    await waitFor(() => expect(proceed).toHaveBeenCalledTimes(1));
    expect(browserWouldAsk()).toBe(false);
    unmount();
  });
});
