import { useCallback, useEffect, useRef } from 'react';
import { useAdminHost } from '../host/AdminHost';
import { ADMIN_MESSAGES } from '../messages';

/**
 * Asks before leaving with unsaved changes: in-app navigation through the router's blocker and the
 * host's confirm; closing or reloading the tab through `beforeunload`. `allowLeaving()` lets the
 * editor's own redirect after a save go through. `hasPendingChange` tells of a change the form does
 * not know yet (a keystroke handed over after its frame): leaving then asks too.
 */
export function useLeaveGuard(dirty: boolean, onDiscard?: () => void, hasPendingChange?: () => boolean) {
  const { confirm, navigation } = useAdminHost();
  const guardRef = useRef(dirty);
  const leavingAllowed = useRef(false);
  useEffect(() => {
    guardRef.current = dirty;
  }, [dirty]);

  const blocker = navigation.useBlocker(
    ({ currentLocation, nextLocation }) =>
      (guardRef.current || (!leavingAllowed.current && hasPendingChange?.() === true)) &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    void confirm(ADMIN_MESSAGES.unsavedChanges).then((leave) => {
      if (settled) return;
      settled = true;
      if (leave) {
        onDiscard?.();
        blocker.proceed();
      } else blocker.reset();
    });
    return () => {
      settled = true;
    };
  }, [blocker, confirm, onDiscard]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allowLeaving: useCallback(() => {
      guardRef.current = false;
      leavingAllowed.current = true;
    }, []),
  };
}
