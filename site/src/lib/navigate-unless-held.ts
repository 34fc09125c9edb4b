import type { Router } from '@parley/router';

/**
 * Navigates to `to` and answers, once it is settled, whether the navigation went through: false
 * when a blocker held it and the visitor chose to stay (the editor's "Leave without saving?").
 * Lets an action that must follow the leaving (signing out) wait for that answer, and not run at all
 * when the visitor stays.
 */
export function navigateUnlessHeld(router: Router, to: string): Promise<boolean> {
  const before = router.getState().location;
  router.navigate(to);
  return new Promise((resolve) => {
    // Settled: moved (through), or neither moved, asking nor loading the next page's code (stayed).
    const settled = () => {
      const state = router.getState();
      if (state.location !== before) resolve(true);
      else if (state.blocked || router.isPending()) return false;
      else resolve(false);
      return true;
    };
    if (settled()) return;
    const stops: (() => void)[] = [];
    const check = () => {
      if (settled()) for (const stop of stops) stop();
    };
    stops.push(router.subscribe(check), router.subscribePending(check));
  });
}
