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
  // The admin answered "leave" to the blocker: the page may stay a moment longer (the next page's
  // code loading), or the shell may then leave the document (that code missing, a sign-out going
  // home): the browser must not ask "Leave site?" a second time about the same changes.
  const leaveConfirmed = useRef(false);
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
        leaveConfirmed.current = true;
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
      if (leaveConfirmed.current) return;
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
