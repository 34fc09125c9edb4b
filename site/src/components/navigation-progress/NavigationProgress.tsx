import { useNavigationPending } from '@parley/router';
import { useEffect, useState } from 'react';
import classes from './NavigationProgress.module.css';

/** A navigation quicker than this shows no bar: a flash would only distract. */
export const PROGRESS_DELAY_MS = 150;

/**
 * A thin bar at the top of the window while a navigation waits for the next page's code (on a slow
 * connection that can take seconds, with the old page still on screen and no other sign that the
 * click was taken). It appears after PROGRESS_DELAY_MS and goes as soon as the new page renders.
 */
export function NavigationProgress() {
  const pending = useNavigationPending();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!pending || !visible) return null;
  return <div role="progressbar" aria-label="Loading page" className={classes.bar} />;
}
