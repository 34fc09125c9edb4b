import type { Router } from '@parley/router';

/**
 * How a navigation ended: `moved` there; `stayed` because a blocker held it and the visitor chose to
 * stay (the editor's "Leave without saving?"); `code-missing` when the visitor chose to leave but the
 * next page's code could not be fetched (offline, or a deploy removed it): still on the old page.
 */
export type NavigationOutcome = 'moved' | 'stayed' | 'code-missing';

/**
 * Navigates to `to` and answers, once it is settled, how it ended. Lets an action that must follow
 * the leaving (signing out) wait for that answer, not run at all when the visitor stays, and still
 * run when only the next page's code is missing: the router then stays on this page instead of
 * leaving the document (which would take the action with it), and the caller decides where to go.
 */
export function navigateUnlessHeld(router: Router, to: string): Promise<NavigationOutcome> {
  const before = router.getState().location;
  return new Promise((resolve) => {
    let codeMissing = false;
    const stops: (() => void)[] = [];
    // Settled: moved, the code missing, or neither moved, asking nor loading the next page's code (stayed).
    const settled = () => {
      const state = router.getState();
      if (state.location !== before) resolve('moved');
      else if (codeMissing) resolve('code-missing');
      else if (state.blocked || router.isPending()) return false;
      else resolve('stayed');
      return true;
    };
    const check = () => {
      if (settled()) for (const stop of stops) stop();
    };
    router.navigate(to, {
      onCodeMissing: () => {
        codeMissing = true;
        check();
      },
    });
    if (settled()) return;
    stops.push(router.subscribe(check), router.subscribePending(check));
  });
}
